import type { whoamiOutputSchema } from '@kickchips/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiCall } from '../../../lib/api-client';
import { clearSessionToken, hasStoredSession } from '../../../lib/session-token';

export type Whoami = z.infer<typeof whoamiOutputSchema>;

export const LOGGED_OUT: Whoami = { user: null, isLoggedIn: false };
export const whoamiQueryKey = ['auth', 'whoami'] as const;

/**
 * Who the stored session belongs to; without a stored session nobody, with no call at all. The
 * server answers a lapsed access token with the refresh 302, so "nobody" for a stored session
 * means it has ended (logged out elsewhere, password reset, account gone) and it is forgotten.
 */
export async function fetchWhoami(): Promise<Whoami> {
  if (!hasStoredSession()) return LOGGED_OUT;
  const { data } = await apiCall<Whoami>('/api/auth/whoami', { quiet: true });
  if (data.isLoggedIn) return data;
  clearSessionToken();
  return LOGGED_OUT;
}

export const whoamiQueryOptions = queryOptions({
  queryKey: whoamiQueryKey,
  queryFn: fetchWhoami,
  staleTime: 60_000,
});

/** The signed-in user (or null), shared by the header, the guards and every screen. */
export function useWhoami() {
  return useQuery(whoamiQueryOptions);
}
