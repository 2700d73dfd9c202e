import type { HalfState } from './match-state';

/**
 * When a half stops counting: its end time, or the start of a later half that has already been
 * started, whichever is earlier, so that two halves never claim the same moment.
 */
export function halfEndTime(half: HalfState, halves: readonly HalfState[]): number | null {
  // a loop, not filter and map: every round's clock status asks this on every lobby-details read
  let end = half.endTime;
  for (const other of halves) {
    const start = other.startTime;
    if (other.halfNumber > half.halfNumber && start !== null && (end === null || start < end)) end = start;
  }
  return end;
}

export function halfHasEnded(half: HalfState, halves: readonly HalfState[], now: number): boolean {
  if (half.status === 'finished') return true;
  const end = halfEndTime(half, halves);
  return end !== null && now >= end;
}

export function halfHasStarted(half: HalfState, now: number): boolean {
  return half.startTime !== null && now >= half.startTime;
}
