import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { readSessionToken, subscribeSessionToken } from '../../../lib/session-token';
import { LOGGED_OUT, whoamiQueryKey } from '../api/whoami';

/**
 * Keeps "who am I" in step with the stored session when it appears or disappears behind the
 * screens' backs: the API client clearing it on a 401, or a sign-in or sign-out in another tab.
 * Token renewals keep the session and change nothing here.
 */
export function useSessionSync() {
  const queryClient = useQueryClient();
  useEffect(() => {
    let present = readSessionToken() !== null;
    return subscribeSessionToken(() => {
      const now = readSessionToken() !== null;
      if (now === present) return;
      present = now;
      if (now) void queryClient.invalidateQueries({ queryKey: whoamiQueryKey });
      else queryClient.setQueryData(whoamiQueryKey, LOGGED_OUT);
    });
  }, [queryClient]);
}
