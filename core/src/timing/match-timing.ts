import { halfHasEnded, halfHasStarted } from './half-end';
import type { HalfState } from './match-state';

export type MatchTimingStatus = 'not_started' | 'in_progress' | 'ended';
export type HalfTimingStatus = 'not_started' | 'active' | 'ended';

const MATCH_TIMING_LABELS: Record<MatchTimingStatus, string> = {
  not_started: 'Match starts in',
  in_progress: 'Match time',
  ended: 'Match ended',
};

/**
 * Spec 4 "Match timing": not started until a half has started; ended once the last half has ended;
 * in progress in between, half-time included.
 */
export function matchTiming(
  halves: readonly HalfState[],
  now: number,
): { status: MatchTimingStatus; label: string } {
  const status = matchTimingStatus(halves, now);
  return { status, label: MATCH_TIMING_LABELS[status] };
}

function matchTimingStatus(halves: readonly HalfState[], now: number): MatchTimingStatus {
  const last = [...halves].sort((a, b) => b.halfNumber - a.halfNumber)[0];
  if (last && halfHasEnded(last, halves, now)) return 'ended';
  return halves.some((half) => halfHasStarted(half, now)) ? 'in_progress' : 'not_started';
}

/** Spec 4 "Half timing". */
export function halfTiming(half: HalfState, halves: readonly HalfState[], now: number): HalfTimingStatus {
  if (halfHasEnded(half, halves, now)) return 'ended';
  return halfHasStarted(half, now) ? 'active' : 'not_started';
}
