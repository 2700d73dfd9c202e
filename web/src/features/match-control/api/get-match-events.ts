import type { MatchEvent } from '@kickchips/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { MATCH_REFRESH_MS } from '../refresh-intervals';
import { matchControlKeys } from './match-control-keys';

/** GET admin/event?matchId: the match's recorded events. */
export async function getMatchEvents(matchId: string): Promise<MatchEvent[]> {
  const { data } = await api.get<{ events: MatchEvent[] }>(
    `/api/admin/event?matchId=${encodeURIComponent(matchId)}`,
  );
  return data.events;
}

export const matchEventsQueryOptions = (matchId: string) =>
  queryOptions({
    queryKey: matchControlKeys.events(matchId),
    queryFn: () => getMatchEvents(matchId),
    refetchInterval: MATCH_REFRESH_MS,
  });

export function useMatchEvents(matchId: string) {
  return useQuery(matchEventsQueryOptions(matchId));
}
