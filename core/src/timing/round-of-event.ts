import { matchMinute } from './match-minute';
import type { MatchState } from './match-state';
import type { RoundSpan } from './round-spans';

/**
 * Whether an event at `timeStamp` (ms epoch) lies in a round's span of its half. A round whose end
 * is not known yet (the last of a running half) takes every later event of that half.
 */
export function spanContainsTime(span: RoundSpan, match: MatchState, timeStamp: number): boolean {
  if (span.half.startTime === null) return false;
  const minute = matchMinute(span.half.startTime, match.clockSpeed, timeStamp);
  return minute >= span.startMinute && (!span.endKnown || minute < span.endMinute);
}

/** The round an event counts for (game-rules 4), or null when it falls outside every round. */
export function roundOfEvent(
  spans: readonly RoundSpan[],
  match: MatchState,
  timeStamp: number,
): RoundSpan | null {
  return spans.find((span) => spanContainsTime(span, match, timeStamp)) ?? null;
}
