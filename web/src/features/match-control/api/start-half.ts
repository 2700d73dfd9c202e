import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useMatchChanged } from './use-match-changed';

/** POST admin/game/start-half-{1|2}: the half kicks off at the next full minute. */
export function startHalf(matchId: string, halfNumber: 1 | 2) {
  return api.post(`/api/admin/game/start-half-${halfNumber}`, { matchId });
}

export function useStartHalf(matchId: string) {
  const matchChanged = useMatchChanged(matchId);
  return useMutation({
    mutationFn: (halfNumber: 1 | 2) => startHalf(matchId, halfNumber),
    onSettled: matchChanged,
  });
}
