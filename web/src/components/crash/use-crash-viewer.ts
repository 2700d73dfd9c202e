import type { User } from '@kickchips/core';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { useSessionToken } from '../../lib/use-session-token';

export type CrashViewer = { userId: string; isAdmin: boolean };

/**
 * Who is looking at the crash screen (GET /api/auth/whoami): decides between the details for
 * admins and the form for signed-in players. Anonymous when signed out or when the check fails.
 */
export function useCrashViewer(): CrashViewer | null {
  const token = useSessionToken();
  const signedIn = Boolean(token?.accessToken && token.refreshToken);
  const query = useQuery({
    queryKey: ['crash-viewer', token?.accessToken ?? null],
    enabled: signedIn,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    queryFn: async ({ signal }): Promise<CrashViewer | null> => {
      const { data } = await api.get<{ user: User | null }>('/api/auth/whoami', signal);
      return data?.user ? { userId: data.user._id, isAdmin: data.user.permissions.isAdmin } : null;
    },
  });
  return signedIn ? (query.data ?? null) : null;
}
