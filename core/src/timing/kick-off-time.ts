import { displayHalf } from './display-half';
import type { HalfState } from './match-state';

/**
 * When a match that has not started counts down to (spec 4 "Half display choice", issue 15): the
 * start of its display half once an admin has set one; else its scheduled kick-off. Null when the
 * match is under way or nothing ahead is known.
 */
export function kickOffTime(
  match: { halves: readonly HalfState[] },
  scheduledAt: string | null,
  now: number,
): number | null {
  const half = displayHalf(match.halves, now);
  if (half?.startTime != null) return half.startTime > now ? half.startTime : null;
  const scheduled = scheduledAt === null ? null : Date.parse(scheduledAt);
  return scheduled !== null && scheduled > now ? scheduled : null;
}
