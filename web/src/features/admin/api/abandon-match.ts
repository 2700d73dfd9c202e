import type { AbandonMatchOutput } from '@kickchips/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { adminKeys } from './admin-keys';

/** POST admin/game/abandon-match: open rounds voided and refunded, the match ends abandoned. */
export async function abandonMatch(matchId: string): Promise<AbandonMatchOutput> {
  return (await api.post<AbandonMatchOutput>('/api/admin/game/abandon-match', { matchId })).data;
}

export function useAbandonMatch(matchId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => abandonMatch(matchId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
