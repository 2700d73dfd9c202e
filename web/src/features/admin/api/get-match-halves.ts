import type { MatchHalf } from '@kickchips/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { adminKeys } from './admin-keys';

/** GET admin/match-half/match/{matchId}: the match's halves. */
export async function getMatchHalves(matchId: string): Promise<MatchHalf[]> {
  const { data } = await api.get<{ matchHalfs: MatchHalf[] }>(
    `/api/admin/match-half/match/${encodeURIComponent(matchId)}`,
  );
  return data.matchHalfs;
}

export const matchHalvesQueryOptions = (matchId: string) =>
  queryOptions({ queryKey: adminKeys.halves(matchId), queryFn: () => getMatchHalves(matchId) });

export function useAdminMatchHalves(matchId: string) {
  return useQuery(matchHalvesQueryOptions(matchId));
}
