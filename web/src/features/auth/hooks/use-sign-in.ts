import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { type SessionToken, writeSessionToken } from '../../../lib/session-token';
import { whoamiQueryOptions } from '../api/whoami';

/** Stores a new session and loads its user before the caller moves on. */
export function useSignIn() {
  const queryClient = useQueryClient();
  return useCallback(
    async (token: SessionToken) => {
      writeSessionToken(token);
      return queryClient.fetchQuery({ ...whoamiQueryOptions, staleTime: 0 });
    },
    [queryClient],
  );
}
