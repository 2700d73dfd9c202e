import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useMatchChanged } from './use-match-changed';

/** POST admin/game/end-half: the half ends now; ending the last active one completes the match. */
export function endHalf(matchId: string, halfNumber: number) {
  return api.post('/api/admin/game/end-half', { matchId, halfNumber });
}

export function useEndHalf(matchId: string) {
  const matchChanged = useMatchChanged(matchId);
  return useMutation({
    mutationFn: (halfNumber: number) => endHalf(matchId, halfNumber),
    onSettled: matchChanged,
  });
}
