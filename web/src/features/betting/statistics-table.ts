import type { EventStatisticsOutput, TeamSide } from '@kickchips/core';

/** The Statistics tab shows at least this many round columns (spec 9). */
export const MIN_STATISTICS_ROUNDS = 5;

export interface StatisticsRow {
  eventType: string;
  /** On a row of one team's events of the type: the team (its type has lines on a team). */
  team?: TeamSide;
  /** One count per column of `rounds`. */
  counts: number[];
  total: number;
}

/** The lines offered, by what they count: an event type, and for a line on a team that team. */
type OfferedLine = { eventType: string; team?: TeamSide | null };

const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);

/**
 * Event counts per category and round (spec 2): a column for every round from 1 to the highest
 * known one, at least five, and a total per category. A category with lines on a team offered is
 * followed by a row of each team's events (game-rules 6: what those lines count; an event recorded
 * without a team counts for neither).
 */
export function statisticsTable(
  { statistics, byTeam }: Pick<EventStatisticsOutput, 'statistics' | 'byTeam'>,
  categories: readonly string[],
  knownRoundNumbers: readonly number[],
  offered: readonly OfferedLine[] = [],
): { rounds: number[]; rows: StatisticsRow[] } {
  const counted = Object.values(statistics).flatMap((byRound) => Object.keys(byRound).map(Number));
  const last = Math.max(MIN_STATISTICS_ROUNDS, ...knownRoundNumbers, ...counted.filter(Number.isFinite));
  const rounds = Array.from({ length: last }, (_, index) => index + 1);
  const eventTypes = [...categories, ...Object.keys(statistics).filter((type) => !categories.includes(type))];
  const hasTeamLines = (eventType: string) =>
    offered.some((line) => line.team && line.eventType.toLowerCase() === eventType.toLowerCase());
  return {
    rounds,
    rows: eventTypes.flatMap((eventType): StatisticsRow[] => {
      const row = {
        eventType,
        counts: rounds.map((round) => statistics[eventType]?.[round] ?? 0),
        total: sum(Object.values(statistics[eventType] ?? {})),
      };
      if (!hasTeamLines(eventType)) return [row];
      const teamRow = (team: TeamSide): StatisticsRow => ({
        eventType,
        team,
        counts: rounds.map((round) => byTeam[eventType]?.[round]?.[team] ?? 0),
        total: sum(Object.values(byTeam[eventType] ?? {}).map((counts) => counts[team])),
      });
      return [row, teamRow('home'), teamRow('away')];
    }),
  };
}
