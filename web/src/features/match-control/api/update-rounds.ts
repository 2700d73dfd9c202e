import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useMatchChanged } from './use-match-changed';

/** POST admin/game/update-rounds: the active half's rounds are worked out again from its clock. */
export function updateRounds(halfId: string) {
  return api.post('/api/admin/game/update-rounds', { halfId });
}

export function useUpdateRounds(matchId: string) {
  const matchChanged = useMatchChanged(matchId);
  return useMutation({ mutationFn: updateRounds, onSettled: matchChanged });
}
