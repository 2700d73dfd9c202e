import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { clearSessionToken } from '../../../lib/session-token';
import { LOGGED_OUT, whoamiQueryKey } from '../api/whoami';

/** Forgets the session and everything loaded for it. */
export function useSignOut() {
  const queryClient = useQueryClient();
  return useCallback(() => {
    clearSessionToken();
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== whoamiQueryKey[0] });
    queryClient.setQueryData(whoamiQueryKey, LOGGED_OUT);
  }, [queryClient]);
}
