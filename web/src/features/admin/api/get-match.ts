import type { MatchDetail } from '@kickchips/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { adminKeys } from './admin-keys';

/** GET admin/match/{matchId}: the match with its odds. */
export async function getMatch(matchId: string): Promise<MatchDetail> {
  return (await api.get<MatchDetail>(`/api/admin/match/${encodeURIComponent(matchId)}`)).data;
}

export const matchQueryOptions = (matchId: string) =>
  queryOptions({ queryKey: adminKeys.matchDetail(matchId), queryFn: () => getMatch(matchId) });

export function useAdminMatch(matchId: string) {
  return useQuery(matchQueryOptions(matchId));
}
