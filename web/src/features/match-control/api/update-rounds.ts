import type { MatchRound } from '@kickchips/core';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useMatchChanged } from './use-match-changed';

/** POST admin/game/update-rounds: the active half's rounds are worked out again from its clock. */
export async function updateRounds(halfId: string): Promise<MatchRound[]> {
  const { data } = await api.post<{ rounds: MatchRound[] }>('/api/admin/game/update-rounds', { halfId });
  return data.rounds;
}

export function useUpdateRounds(matchId: string) {
  const matchChanged = useMatchChanged(matchId);
  return useMutation({ mutationFn: updateRounds, onSettled: matchChanged });
}
