import { type MatchState, nextHalf } from '@kickchips/core';

/**
 * When the waiting room counts down to (issue 19, item 6): the start of the half the match waits
 * for, once an admin has started it; else the match's scheduled kick-off; null when neither is known.
 */
export function kickOffTime(match: MatchState, scheduledAt: string | null, now: number): number | null {
  const half = nextHalf(match.halves, now);
  if (half?.startTime != null) return half.startTime;
  const scheduled = scheduledAt === null ? null : Date.parse(scheduledAt);
  return scheduled !== null && scheduled > now ? scheduled : null;
}
