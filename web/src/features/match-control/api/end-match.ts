import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useMatchChanged } from './use-match-changed';

/** POST admin/game/end-match: every running half ends and the match is completed. */
export function endMatch(matchId: string) {
  return api.post('/api/admin/game/end-match', { matchId });
}

export function useEndMatch(matchId: string) {
  const matchChanged = useMatchChanged(matchId);
  return useMutation({
    mutationFn: () => endMatch(matchId),
    onSettled: matchChanged,
  });
}
