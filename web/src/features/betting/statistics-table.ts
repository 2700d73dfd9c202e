import type { EventStatisticsOutput } from '@kickchips/core';

/** The Statistics tab shows at least this many round columns (spec 9). */
export const MIN_STATISTICS_ROUNDS = 5;

export interface StatisticsRow {
  eventType: string;
  /** One count per column of `rounds`. */
  counts: number[];
  total: number;
}

/**
 * Event counts per category and round (spec 2): a column for every round from 1 to the highest
 * known one, at least five, and a total per category.
 */
export function statisticsTable(
  statistics: EventStatisticsOutput['statistics'],
  categories: readonly string[],
  knownRoundNumbers: readonly number[],
): { rounds: number[]; rows: StatisticsRow[] } {
  const counted = Object.values(statistics).flatMap((byRound) => Object.keys(byRound).map(Number));
  const last = Math.max(MIN_STATISTICS_ROUNDS, ...knownRoundNumbers, ...counted.filter(Number.isFinite));
  const rounds = Array.from({ length: last }, (_, index) => index + 1);
  const eventTypes = [...categories, ...Object.keys(statistics).filter((type) => !categories.includes(type))];
  const rows = eventTypes.map((eventType) => {
    const counts = rounds.map((round) => statistics[eventType]?.[round] ?? 0);
    return {
      eventType,
      counts,
      total: Object.values(statistics[eventType] ?? {}).reduce((a, b) => a + b, 0),
    };
  });
  return { rounds, rows };
}
