import type { League, LeagueDetails } from '@kickchips/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiCall } from '../../../lib/api-client';
import { leagueKeys } from './league-keys';

/** GET league: the caller's leagues. */
export function useMyLeagues() {
  return useQuery({
    queryKey: leagueKeys.mine,
    queryFn: async ({ signal }) =>
      (await api.get<{ leagues: League[] }>('/api/app/league', signal)).data.leagues,
  });
}

/**
 * GET league/{id}: members, the table, lobbies and results; a minute's poll for finished lobbies.
 * Quiet: a league the caller is not (or no longer) in says so on its page, not on /forbidden.
 */
export function useLeague(id: string) {
  return useQuery({
    queryKey: leagueKeys.league(id),
    queryFn: async ({ signal }) =>
      (await apiCall<LeagueDetails>(`/api/app/league/${encodeURIComponent(id)}`, { signal, quiet: true }))
        .data,
    refetchInterval: 60_000,
  });
}

/** A league write; afterwards every league read is refreshed. */
function useLeagueWrite<Input, Output>(write: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSettled: () => queryClient.invalidateQueries({ queryKey: leagueKeys.all }),
  });
}

export const useCreateLeague = () =>
  useLeagueWrite(
    async (name: string) => (await api.post<{ league: League }>('/api/app/league', { name })).data.league,
  );

export const useJoinLeague = () =>
  useLeagueWrite(
    async (inviteCode: string) =>
      (await api.post<{ league: League }>('/api/app/league/join', { inviteCode })).data.league,
  );

export const useLeaveLeague = () =>
  useLeagueWrite((id: string) => api.post(`/api/app/league/${encodeURIComponent(id)}/leave`, {}));

export const useRenameLeague = (id: string) =>
  useLeagueWrite((name: string) => api.post(`/api/app/league/${encodeURIComponent(id)}/rename`, { name }));

export const useRemoveLeagueMember = (id: string) =>
  useLeagueWrite((userId: string) =>
    api.post(`/api/app/league/${encodeURIComponent(id)}/remove-member`, { userId }),
  );
