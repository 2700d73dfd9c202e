import type { EventStatisticsOutput } from '@kickchips/core';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { pushAwarePoll } from '../../realtime';
import { gameKeys } from './game-keys';

/** Spec 7: event statistics are polled every 10 s. */
const EVENT_STATISTICS_POLL_MS = 10_000;

type EventStatisticsOptions = { enabled?: boolean; intervalMs?: number };

/**
 * GET game/event-statistics/{matchId} (spec 7): event type -> round number -> count, polled every
 * `intervalMs` while `enabled`, and no faster than the push stream needs while it is up.
 */
export function useEventStatistics(
  matchId: string,
  { enabled = true, intervalMs = EVENT_STATISTICS_POLL_MS }: EventStatisticsOptions = {},
) {
  return useQuery({
    queryKey: gameKeys.eventStatistics(matchId),
    queryFn: async ({ signal }) => {
      const { data } = await api.get<EventStatisticsOutput>(
        `/api/app/game/event-statistics/${encodeURIComponent(matchId)}`,
        signal,
      );
      return data;
    },
    enabled,
    refetchInterval: () => pushAwarePoll(intervalMs),
  });
}
