import { halfEndTime } from './half-end';
import type { HalfState } from './match-state';

/**
 * The half being played at `time` (ms epoch): one that has started by then and had not yet ended
 * (its end, or the start of a later half, counts as inside). Null at half-time, before kick-off,
 * after the match, and for a half whose start time is still ahead.
 */
export function halfAt(halves: readonly HalfState[], time: number): HalfState | null {
  return (
    halves.find((half) => {
      if (half.startTime === null || time < half.startTime) return false;
      const end = halfEndTime(half, halves);
      return end === null || time <= end;
    }) ?? null
  );
}
