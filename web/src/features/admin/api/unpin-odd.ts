import type { Odd } from '@kickchips/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { adminKeys } from './admin-keys';

/** POST admin/odds/{oddId}/unpin: hands a pinned line back to automatic pricing. */
export async function unpinOdd(oddId: string): Promise<Odd> {
  return (await api.post<{ odds: Odd }>(`/api/admin/odds/${encodeURIComponent(oddId)}/unpin`)).data.odds;
}

/** The match is read again, so the line shows the model's price once the clock has set it. */
export function useUnpinOdd(matchId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unpinOdd,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.match(matchId) }),
  });
}
