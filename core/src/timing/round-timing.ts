import { formatClock } from './format-clock';
import { matchMinute, minutesToMs } from './match-minute';
import type { MatchState } from './match-state';
import { type RoundClockStatus, roundClockStatus } from './round-clock-status';
import type { RoundSpan } from './round-spans';

export interface RoundTiming {
  status: RoundClockStatus;
  /** elapsed / (elapsed + remaining), 0 before the start and 1 once ended. */
  progress: number;
  /** Real milliseconds until the start ('break') or the end ('active'); 0 otherwise. */
  msLeft: number;
  /** 'Round starts in 3:00' or 'Ends in 4:59', null while waiting or ended. */
  text: string | null;
}

/** The round clock of spec 4 "Round timing"; an unknown end counts as start + roundDuration. */
export function roundTiming(span: RoundSpan, match: MatchState, now: number): RoundTiming {
  const status = roundClockStatus(span, match, now);
  if (status === 'waiting' || span.half.startTime === null)
    return { status, progress: 0, msLeft: 0, text: null };
  if (status === 'ended') return { status, progress: 1, msLeft: 0, text: null };
  const minute = matchMinute(span.half.startTime, match.clockSpeed, now);
  if (status === 'break') {
    const msLeft = minutesToMs(span.startMinute - minute, match.clockSpeed);
    return { status, progress: 0, msLeft, text: `Round starts in ${formatClock(msLeft)}` };
  }
  const elapsed = minute - span.startMinute;
  const remaining = Math.max(0, span.endMinute - minute);
  const progress = elapsed + remaining > 0 ? elapsed / (elapsed + remaining) : 1;
  const msLeft = minutesToMs(remaining, match.clockSpeed);
  return { status, progress, msLeft, text: `Ends in ${formatClock(msLeft)}` };
}
