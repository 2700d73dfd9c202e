import type { MatchEventType } from '@kickchips/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { MATCH_REFRESH_MS } from '../refresh-intervals';
import { matchControlKeys } from './match-control-keys';

/** GET admin/match/{matchId}/event-types: the event types recorded for the match, in order. */
export async function getMatchEventTypes(matchId: string): Promise<MatchEventType[]> {
  const { data } = await api.get<{ eventTypes: MatchEventType[] }>(
    `/api/admin/match/${encodeURIComponent(matchId)}/event-types`,
  );
  return data.eventTypes;
}

export const matchEventTypesQueryOptions = (matchId: string) =>
  queryOptions({
    queryKey: matchControlKeys.eventTypes(matchId),
    queryFn: () => getMatchEventTypes(matchId),
    refetchInterval: MATCH_REFRESH_MS,
  });

export function useMatchEventTypes(matchId: string) {
  return useQuery(matchEventTypesQueryOptions(matchId));
}
