import { halfHasEnded, halfHasStarted } from '../timing/half-end';
import type { HalfState } from '../timing/match-state';

/** The half a match is waiting for: the first that has neither started nor ended, or null. */
export function nextHalf(halves: readonly HalfState[], now: number): HalfState | null {
  const ordered = [...halves].sort((a, b) => a.halfNumber - b.halfNumber);
  return ordered.find((half) => !halfHasStarted(half, now) && !halfHasEnded(half, halves, now)) ?? null;
}
