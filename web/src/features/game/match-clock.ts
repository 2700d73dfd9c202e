import { countdownText, kickOffTime, type MatchState, matchMinute, matchTiming } from '@kickchips/core';

/** Match minutes in a half, so that the second half's clock reads on from 45. */
const HALF_MINUTES = 45;

/**
 * The header's match clock (spec 4 "Match timing"): 'Match starts in 4:05', "Match time 23'",
 * 'Match ended'. With no kick-off ahead (none set, or its time passed and no half started) it
 * reads 'Waiting for kick-off': the bare label read as cut off (issue 29 item 5).
 */
export function matchClock(match: MatchState, scheduledAt: string | null, now: number): string {
  const { status, label } = matchTiming(match.halves, now);
  if (status === 'ended') return label;
  if (status === 'not_started') {
    const kickOff = kickOffTime(match, scheduledAt, now);
    return kickOff === null ? 'Waiting for kick-off' : `${label} ${countdownText(kickOff, now)}`;
  }
  const half = [...match.halves]
    .filter((candidate) => candidate.startTime !== null && candidate.startTime <= now)
    .sort((a, b) => b.halfNumber - a.halfNumber)[0];
  if (!half || half.startTime === null) return label;
  const minute = Math.floor(matchMinute(half.startTime, match.clockSpeed, now));
  return `${label} ${(half.halfNumber - 1) * HALF_MINUTES + minute + 1}'`;
}
