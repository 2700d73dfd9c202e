import { displayHalf, type HalfState, halfTiming } from '@kickchips/core';

/**
 * The open list's view of a match (spec 2): its displayed half, and the PRE-MATCH BETTING badge,
 * shown when that half is upcoming or starts in the future, or when no half is active.
 */
export function lobbyMatchTiming(halves: readonly HalfState[], now: number) {
  const half = displayHalf(halves, now);
  const noHalfActive = !halves.some((other) => halfTiming(other, halves, now) === 'active');
  const preMatchBetting =
    noHalfActive || half === null || half.status === 'upcoming' || (half.startTime ?? 0) > now;
  return { half, preMatchBetting };
}
