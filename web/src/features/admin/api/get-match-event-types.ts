import type { MatchEventType } from '@kickchips/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { adminKeys } from './admin-keys';
import { matchEventTypesUrl } from './match-event-types-url';

/** GET admin/match/{matchId}/event-types: the event types of the match, in order. */
export async function getMatchEventTypes(matchId: string): Promise<MatchEventType[]> {
  return (await api.get<{ eventTypes: MatchEventType[] }>(matchEventTypesUrl(matchId))).data.eventTypes;
}

export const matchEventTypesQueryOptions = (matchId: string) =>
  queryOptions({ queryKey: adminKeys.matchEventTypes(matchId), queryFn: () => getMatchEventTypes(matchId) });

export function useMatchEventTypes(matchId: string) {
  return useQuery(matchEventTypesQueryOptions(matchId));
}
