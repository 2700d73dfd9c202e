import { halfHasEnded } from './half-end';
import { matchMinute } from './match-minute';
import type { MatchState } from './match-state';
import type { RoundSpan } from './round-spans';

/**
 * Where a round stands on the clock (spec 4 "Round timing"): 'waiting' while its half has no start
 * time, 'break' before its start minute, 'active' inside its span, 'ended' after it or once its
 * half has ended. A round whose end is not known yet stays active until its half ends.
 */
export type RoundClockStatus = 'waiting' | 'break' | 'active' | 'ended';

export function roundClockStatus(span: RoundSpan, match: MatchState, now: number): RoundClockStatus {
  if (halfHasEnded(span.half, match.halves, now)) return 'ended';
  if (span.half.startTime === null) return 'waiting';
  const minute = matchMinute(span.half.startTime, match.clockSpeed, now);
  if (minute < span.startMinute) return 'break';
  if (span.endKnown && minute >= span.endMinute) return 'ended';
  return 'active';
}
