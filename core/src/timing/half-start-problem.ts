import type { HalfState } from './match-state';

const ORDINALS = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth'];

/** 'first', 'second'... for the messages of the half transitions. */
export function halfOrdinal(halfNumber: number): string {
  return ORDINALS[halfNumber - 1] ?? `number ${halfNumber}`;
}

/**
 * Why a half cannot start now (spec 4 "Admin half transitions"), or null when it can: the first
 * half only if it is neither active nor finished and the match is not completed; a later half only
 * when the one before it has finished (a half still running or about to kick off is ended first,
 * so that starting the next one never voids it) and it is itself neither.
 */
export function halfStartProblem(
  halves: readonly HalfState[],
  halfNumber: number,
  matchCompleted: boolean,
): string | null {
  if (matchCompleted) return 'A completed match cannot be started again';
  const half = halves.find((h) => h.halfNumber === halfNumber);
  if (!half) return `This match has no ${halfOrdinal(halfNumber)} half`;
  const name = halfOrdinal(halfNumber);
  const capitalised = `The ${name} half`;
  if (half.status !== 'upcoming') return `${capitalised} can start only if it is neither active nor finished`;
  const previous = halves
    .filter((h) => h.halfNumber < halfNumber)
    .sort((a, b) => b.halfNumber - a.halfNumber)[0];
  if (previous && previous.status === 'upcoming') {
    return `${capitalised} can start only when the ${halfOrdinal(previous.halfNumber)} half is active or finished`;
  }
  if (previous && previous.status === 'active') {
    return `End the ${halfOrdinal(previous.halfNumber)} half before the ${name} half starts`;
  }
  return null;
}
