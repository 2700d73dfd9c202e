import { useQuery } from '@tanstack/react-query';
import { useSessionToken } from '../../../lib/use-session-token';
import { whoamiQueryOptions } from '../api/whoami';

export type AuthGuardState = 'pending' | 'failed' | 'authorised' | 'not-authorised';

/** The identity check is retried 3 more times at 1 s intervals before the guard gives up (spec 4, 9). */
export const AUTH_CHECK_RETRIES = 3;
export const AUTH_CHECK_RETRY_DELAY_MS = 1000;

/** The state of the authenticated guard (spec 4) and the user it let through. */
export function useAuthGuard() {
  const token = useSessionToken();
  const query = useQuery({
    ...whoamiQueryOptions,
    enabled: token !== null,
    retry: AUTH_CHECK_RETRIES,
    retryDelay: AUTH_CHECK_RETRY_DELAY_MS,
  });
  const user = query.data?.user ?? null;
  let state: AuthGuardState;
  if (!token) state = 'not-authorised';
  else if (query.data) state = query.data.isLoggedIn && user ? 'authorised' : 'not-authorised';
  else if (query.isError) state = 'failed';
  else state = 'pending';
  return { state, user };
}
