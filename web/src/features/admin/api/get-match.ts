import type { MatchDetail } from '@kickchips/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { adminKeys } from './admin-keys';

/** GET admin/match/{matchId}: the match with its odds. */
export async function getMatch(matchId: string): Promise<MatchDetail> {
  return (await api.get<MatchDetail>(`/api/admin/match/${encodeURIComponent(matchId)}`)).data;
}

/** How often an automatically priced match is read again besides its notices. */
const AUTO_PRICED_POLL_MS = 15_000;

/**
 * An automatically priced match's lines change on the game clock: its notices bring them, and a poll
 * catches one published before the page's stream was live (players' odds are polled as often, spec).
 */
export const matchQueryOptions = (matchId: string) =>
  queryOptions({
    queryKey: adminKeys.matchDetail(matchId),
    queryFn: () => getMatch(matchId),
    refetchInterval: (query) => (query.state.data?.autoPricing ? AUTO_PRICED_POLL_MS : false),
  });

export function useAdminMatch(matchId: string) {
  return useQuery(matchQueryOptions(matchId));
}
