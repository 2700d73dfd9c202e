import { timeOfMinute } from '../timing/match-minute';
import type { MatchState } from '../timing/match-state';
import { roundSpans } from '../timing/round-spans';

/**
 * When betting on a round opened (ms epoch; game-rules 3): when the round before it in match order
 * started, the last round of a half for the first of the next. Null while that moment is not on the
 * clock: for the first round of the match, and while the round before has no start time. A round's
 * prices are made from the events recorded up to this moment, whoever makes them and whenever.
 */
export function bettingOpensAt(match: MatchState, roundId: string): number | null {
  const spans = roundSpans(match);
  const index = spans.findIndex((span) => span.round.id === roundId);
  const before = index > 0 ? spans[index - 1]! : null;
  if (!before || before.half.startTime === null) return null;
  return timeOfMinute(before.half.startTime, match.clockSpeed, before.startMinute);
}
