import type { TeamSide } from '../events/team-side';
import type { EventStatisticsOutput } from '../match-engine/match-event-schemas';

/** The event counts a screen follows a round by: per event type and round, and the same by team. */
export type LiveStatistics = Pick<EventStatisticsOutput, 'statistics' | 'byTeam'>;

/** What a line stands on so far: a count, or 'void' for a team line settlement will refund. */
export type LiveCount = number | 'void';

const sameType = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/**
 * The count a line stands on in a round so far, as settlement will count it when the round ends
 * (game-rules 6): the round's events of its type, in any case; for a line on a team only the
 * events that went to that team. An event recorded without a team counts for neither team, and
 * while one of the line's type is in the round a team line is 'void' (its stake will come back).
 */
export function liveLineCount(
  statistics: LiveStatistics | undefined,
  line: { eventType: string; team?: TeamSide | null },
  roundNumber: number,
): LiveCount {
  if (!statistics) return 0;
  const round = String(roundNumber);
  const { team } = line;
  if (!team) {
    return Object.entries(statistics.statistics)
      .filter(([eventType]) => sameType(eventType, line.eventType))
      .reduce((sum, [, byRound]) => sum + (byRound[round] ?? 0), 0);
  }
  let count = 0;
  let untagged = 0;
  for (const [eventType, byRound] of Object.entries(statistics.byTeam)) {
    if (!sameType(eventType, line.eventType)) continue;
    count += byRound[round]?.[team] ?? 0;
    untagged += byRound[round]?.untagged ?? 0;
  }
  return untagged > 0 ? 'void' : count;
}
