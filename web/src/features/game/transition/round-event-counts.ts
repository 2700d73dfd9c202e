import type { EventStatisticsOutput, LobbyOdd } from '@kickchips/core';

export type EventCount = { eventType: string; count: number };

/**
 * The events counted in one round: every event type the match has odds on (0 when none happened)
 * and any other type recorded in that round, most frequent first, then by name.
 */
export function roundEventCounts(
  statistics: EventStatisticsOutput['statistics'],
  odds: readonly Pick<LobbyOdd, 'eventType'>[],
  roundNumber: number,
): EventCount[] {
  const types = new Set(odds.map((odd) => odd.eventType));
  for (const [eventType, rounds] of Object.entries(statistics)) {
    if ((rounds[String(roundNumber)] ?? 0) > 0) types.add(eventType);
  }
  return [...types]
    .map((eventType) => ({ eventType, count: statistics[eventType]?.[String(roundNumber)] ?? 0 }))
    .sort((a, b) => b.count - a.count || a.eventType.localeCompare(b.eventType));
}
