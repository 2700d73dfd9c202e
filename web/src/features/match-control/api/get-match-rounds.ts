import type { MatchRound } from '@kickchips/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { MATCH_REFRESH_MS } from '../refresh-intervals';
import { matchControlKeys } from './match-control-keys';

/** GET admin/matchRound/match/{matchId}: the match's rounds. */
export async function getMatchRounds(matchId: string): Promise<MatchRound[]> {
  const { data } = await api.get<{ matchRounds: MatchRound[] }>(
    `/api/admin/matchRound/match/${encodeURIComponent(matchId)}`,
  );
  return data.matchRounds;
}

export const matchRoundsQueryOptions = (matchId: string) =>
  queryOptions({
    queryKey: matchControlKeys.rounds(matchId),
    queryFn: () => getMatchRounds(matchId),
    refetchInterval: MATCH_REFRESH_MS,
  });

export function useMatchRounds(matchId: string) {
  return useQuery(matchRoundsQueryOptions(matchId));
}
