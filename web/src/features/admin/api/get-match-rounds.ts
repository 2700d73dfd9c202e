import type { MatchRound } from '@kickchips/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { adminKeys } from './admin-keys';

/** GET admin/match-round/match/{matchId}: the match's rounds. */
export async function getMatchRounds(matchId: string): Promise<MatchRound[]> {
  const { data } = await api.get<{ matchRounds: MatchRound[] }>(
    `/api/admin/match-round/match/${encodeURIComponent(matchId)}`,
  );
  return data.matchRounds;
}

export const matchRoundsQueryOptions = (matchId: string) =>
  queryOptions({ queryKey: adminKeys.rounds(matchId), queryFn: () => getMatchRounds(matchId) });

export function useAdminMatchRounds(matchId: string) {
  return useQuery(matchRoundsQueryOptions(matchId));
}
