/** A worker that lived less than this counts as a crash on start. */
export const QUICK_EXIT_MS = 10_000;

/**
 * How long to wait before replacing a dead worker: half a second, doubled for each crash in a row
 * that came soon after its start, up to 30 s, so a worker that cannot start does not spin the CPU.
 */
export function restartDelay(quickExitsInARow: number): number {
  return Math.min(30_000, 500 * 2 ** quickExitsInARow);
}
