import { halfHasEnded, halfHasStarted } from './half-end';
import type { HalfState } from './match-state';

/**
 * The half a match is shown by (spec 4 "Half display choice"): the active half; else the earliest
 * upcoming half with a start time; else the earliest half whose start time is in the future.
 * An active half is one that has started by the clock and not ended.
 */
export function displayHalf(halves: readonly HalfState[], now: number): HalfState | null {
  const ordered = [...halves].sort((a, b) => a.halfNumber - b.halfNumber);
  const active = ordered.find((half) => halfHasStarted(half, now) && !halfHasEnded(half, halves, now));
  if (active) return active;
  const upcoming = earliest(ordered.filter((half) => half.status === 'upcoming' && half.startTime !== null));
  return upcoming ?? earliest(ordered.filter((half) => half.startTime !== null && half.startTime > now));
}

function earliest(halves: HalfState[]): HalfState | null {
  return halves.reduce<HalfState | null>(
    (best, half) => (best === null || (half.startTime ?? 0) < (best.startTime ?? 0) ? half : best),
    null,
  );
}
