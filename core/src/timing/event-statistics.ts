import type { TeamSide } from '../events/team-side';
import type { TeamCounts } from '../settlement/team-counts';
import type { MatchState } from './match-state';
import { roundOfEvent } from './round-of-event';
import type { RoundSpan } from './round-spans';

export interface MatchEventInput {
  eventType: string;
  /** ms epoch. */
  timeStamp: number;
  /** The team the event went to; null or absent when it was recorded without one. */
  team?: TeamSide | null;
}

/** Count of each event type per round id; rounds with no event are present with an empty map. */
export function countEventsByRound(
  events: readonly MatchEventInput[],
  spans: readonly RoundSpan[],
  match: MatchState,
): Map<string, Record<string, number>> {
  const counts = new Map<string, Record<string, number>>(spans.map((span) => [span.round.id, {}]));
  for (const event of events) {
    const span = roundOfEvent(spans, match, event.timeStamp);
    const roundCounts = span && counts.get(span.round.id);
    if (roundCounts) roundCounts[event.eventType] = (roundCounts[event.eventType] ?? 0) + 1;
  }
  return counts;
}

/** The statistics table (spec 3 "Event statistics"): event type -> round number -> count. */
export function eventStatistics(
  events: readonly MatchEventInput[],
  spans: readonly RoundSpan[],
  match: MatchState,
): Record<string, Record<number, number>> {
  const byRound = countEventsByRound(events, spans, match);
  const statistics: Record<string, Record<number, number>> = {};
  for (const span of spans) {
    for (const [eventType, count] of Object.entries(byRound.get(span.round.id) ?? {})) {
      statistics[eventType] ??= {};
      statistics[eventType][span.round.roundNumber] = count;
    }
  }
  return statistics;
}

/**
 * The statistics by team (game-rules 6, lines on a team): event type -> round number -> the
 * round's events of that type by the team they went to, those recorded without a team apart. Only
 * rounds with an event of the type are present.
 */
export function eventTeamStatistics(
  events: readonly MatchEventInput[],
  spans: readonly RoundSpan[],
  match: MatchState,
): Record<string, Record<number, TeamCounts>> {
  const statistics: Record<string, Record<number, TeamCounts>> = {};
  for (const event of events) {
    const span = roundOfEvent(spans, match, event.timeStamp);
    if (!span) continue;
    const byRound = statistics[event.eventType] ?? {};
    const counts = byRound[span.round.roundNumber] ?? { home: 0, away: 0, untagged: 0 };
    counts[event.team ?? 'untagged'] += 1;
    byRound[span.round.roundNumber] = counts;
    statistics[event.eventType] = byRound;
  }
  return statistics;
}
