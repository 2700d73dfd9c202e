import { queryOptions, useQuery } from '@tanstack/react-query';
import { getMatchEventTypes } from '../../admin';
import { MATCH_REFRESH_MS } from '../refresh-intervals';
import { matchControlKeys } from './match-control-keys';

/** The event types recorded for the match, in order (admin's GET match/{matchId}/event-types), polled. */
export const matchEventTypesQueryOptions = (matchId: string) =>
  queryOptions({
    queryKey: matchControlKeys.eventTypes(matchId),
    queryFn: () => getMatchEventTypes(matchId),
    refetchInterval: MATCH_REFRESH_MS,
  });

export function useMatchEventTypes(matchId: string) {
  return useQuery(matchEventTypesQueryOptions(matchId));
}
