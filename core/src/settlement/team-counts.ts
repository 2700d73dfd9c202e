import type { TeamSide } from '../events/team-side';
import type { MatchState } from '../timing/match-state';
import { roundOfEvent } from '../timing/round-of-event';
import type { RoundSpan } from '../timing/round-spans';

/** One event type's events in a round, by the team they went to; `untagged` were recorded without a team. */
export type TeamCounts = { home: number; away: number; untagged: number };

/** An event as team lines count it: its type, time (ms epoch) and team, if it has one. */
export type TeamEventInput = { eventType: string; timeStamp: number; team: TeamSide | null };

/**
 * The events of one round by event type and team (game-rules 6, lines on a team): what a team line
 * settles on. Event types are kept as recorded; settleBets matches them case-insensitively.
 */
export function teamCountsOfRound(
  events: readonly TeamEventInput[],
  spans: readonly RoundSpan[],
  match: MatchState,
  roundId: string,
): Record<string, TeamCounts> {
  const counts: Record<string, TeamCounts> = {};
  for (const event of events) {
    if (roundOfEvent(spans, match, event.timeStamp)?.round.id !== roundId) continue;
    const typeCounts = counts[event.eventType] ?? { home: 0, away: 0, untagged: 0 };
    typeCounts[event.team ?? 'untagged'] += 1;
    counts[event.eventType] = typeCounts;
  }
  return counts;
}
