import { halfHasEnded, halfHasStarted } from '../timing/half-end';
import type { HalfState } from '../timing/match-state';

/**
 * The header's half indicator (spec 2): 'HALF n OF total' while a half runs, 'WAITING FOR HALF n'
 * before the next half (1 before kick-off), 'NO HALVES', or 'MATCH ENDED'.
 */
export function halfIndicator(halves: readonly HalfState[], now: number): string {
  if (halves.length === 0) return 'NO HALVES';
  const ordered = [...halves].sort((a, b) => a.halfNumber - b.halfNumber);
  const open = ordered.filter((half) => !halfHasEnded(half, halves, now));
  const next = open[0];
  if (!next) return 'MATCH ENDED';
  const running = open.find((half) => halfHasStarted(half, now));
  if (running) return `HALF ${running.halfNumber} OF ${halves.length}`;
  return `WAITING FOR HALF ${next.halfNumber}`;
}
