import { displayHalf, type HalfState, halfTiming } from '@kickchips/core';

/**
 * The open list's view of a match (spec 2): its displayed half, and its badge. PRE-MATCH BETTING
 * shows when that half is upcoming or starts in the future, or when no half is active, as long as
 * no half has been played; between two halves it is HALF-TIME instead (issue 29 item 8: the match
 * has kicked off, so "pre-match" was untrue).
 */
export function lobbyMatchTiming(halves: readonly HalfState[], now: number) {
  const half = displayHalf(halves, now);
  const timings = halves.map((other) => halfTiming(other, halves, now));
  const noHalfActive = !timings.includes('active');
  const played = timings.includes('ended');
  const halfTime = noHalfActive && played && timings.includes('not_started');
  const preMatchBetting =
    !played && (noHalfActive || half === null || half.status === 'upcoming' || (half.startTime ?? 0) > now);
  return { half, preMatchBetting, halfTime };
}
