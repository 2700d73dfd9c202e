import type { Odd } from '@kickchips/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { adminKeys } from './admin-keys';

/** What hands a line back to automatic pricing: Unpin (a pinned line) or Offer again (a withdrawn one). */
export type OddLineAction = 'unpin' | 'offer-again';

/** POST admin/odds/{oddId}/unpin or /offer-again: the line as it stands, the model's until the clock prices it. */
export async function oddLineAction(oddId: string, action: OddLineAction): Promise<Odd> {
  return (await api.post<{ odds: Odd }>(`/api/admin/odds/${encodeURIComponent(oddId)}/${action}`)).data.odds;
}

/** The match is read again, so the line shows the model's price once the clock has set it. */
export function useOddLineAction(matchId: string, action: OddLineAction) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (oddId: string) => oddLineAction(oddId, action),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.match(matchId) }),
  });
}
