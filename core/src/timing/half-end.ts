import type { HalfState } from './match-state';

/**
 * When a half stops counting: its end time, or the start of a later half that has already been
 * started, whichever is earlier, so that two halves never claim the same moment.
 */
export function halfEndTime(half: HalfState, halves: readonly HalfState[]): number | null {
  const ends = halves
    .filter((other) => other.halfNumber > half.halfNumber && other.startTime !== null)
    .map((other) => other.startTime as number);
  if (half.endTime !== null) ends.push(half.endTime);
  return ends.length > 0 ? Math.min(...ends) : null;
}

export function halfHasEnded(half: HalfState, halves: readonly HalfState[], now: number): boolean {
  if (half.status === 'finished') return true;
  const end = halfEndTime(half, halves);
  return end !== null && now >= end;
}

export function halfHasStarted(half: HalfState, now: number): boolean {
  return half.startTime !== null && now >= half.startTime;
}
