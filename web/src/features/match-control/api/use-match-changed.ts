import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { matchControlKeys } from './match-control-keys';

/** What an admin action on a match makes stale: everything of that match and the match lists. */
export function useMatchChanged(matchId: string) {
  const queryClient = useQueryClient();
  return useCallback(
    () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: matchControlKeys.match(matchId) }),
        queryClient.invalidateQueries({ queryKey: matchControlKeys.matches }),
      ]),
    [queryClient, matchId],
  );
}
