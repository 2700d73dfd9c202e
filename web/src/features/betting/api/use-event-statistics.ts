import type { EventStatisticsOutput } from '@kickchips/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { pushAwarePoll } from '../../realtime';
import { gameKeys } from './game-keys';

/** Spec 7: event statistics are polled every 10 s. */
const EVENT_STATISTICS_POLL_MS = 10_000;

type EventStatisticsOptions = { enabled?: boolean; intervalMs?: number };

/** GET game/event-statistics/{matchId} (spec 7): event type -> round number -> count. */
export async function getEventStatistics(matchId: string, signal?: AbortSignal) {
  const url = `/api/app/game/event-statistics/${encodeURIComponent(matchId)}`;
  return (await api.get<EventStatisticsOutput>(url, signal)).data;
}

/** Polled every `intervalMs` while `enabled`, and no faster than the push stream needs while it is up. */
export const eventStatisticsQueryOptions = (
  matchId: string,
  { enabled = true, intervalMs = EVENT_STATISTICS_POLL_MS }: EventStatisticsOptions = {},
) =>
  queryOptions({
    queryKey: gameKeys.eventStatistics(matchId),
    queryFn: ({ signal }) => getEventStatistics(matchId, signal),
    enabled,
    refetchInterval: () => pushAwarePoll(intervalMs),
  });

export function useEventStatistics(matchId: string, options?: EventStatisticsOptions) {
  return useQuery(eventStatisticsQueryOptions(matchId, options));
}
