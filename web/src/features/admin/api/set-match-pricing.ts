import type { MatchPricing, MatchPricingInput } from '@kickchips/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { adminKeys } from './admin-keys';

/** PUT admin/match/{matchId}/pricing: switches the match's automatic pricing, or sets its margin. */
export async function setMatchPricing(matchId: string, input: MatchPricingInput): Promise<MatchPricing> {
  return (await api.put<MatchPricing>(`/api/admin/match/${encodeURIComponent(matchId)}/pricing`, input)).data;
}

/** Switching pricing off pins or withdraws the automatic lines, so the whole match is read again. */
export function useSetMatchPricing(matchId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: MatchPricingInput) => setMatchPricing(matchId, input),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.match(matchId) }),
        queryClient.invalidateQueries({ queryKey: adminKeys.list('match') }),
      ]),
  });
}
