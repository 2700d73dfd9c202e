import type { MatchState, RoundStatus } from './match-state';
import { roundClockStatus } from './round-clock-status';
import type { RoundSpan } from './round-spans';

/**
 * The status a round should have at `now` (game-rules 2), for the server's game clock:
 * 'upcoming' before its start, 'active' inside its span, 'finished' once it has ended, and 'void'
 * when its half ended (or was overtaken by a later half) before the round ever started.
 */
export function roundStatusAt(span: RoundSpan, match: MatchState, now: number): RoundStatus {
  const clock = roundClockStatus(span, match, now);
  if (clock === 'waiting' || clock === 'break') return 'upcoming';
  if (clock === 'active') return 'active';
  const neverStarted =
    span.half.startTime === null || (span.halfEndMinute !== null && span.startMinute >= span.halfEndMinute);
  return neverStarted ? 'void' : 'finished';
}
