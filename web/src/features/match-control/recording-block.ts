import { halfAt, type MatchHalf } from '@kickchips/core';
import { formatTime } from '../../lib/format-time';
import { toHalfState } from '../../lib/to-match-state';

/**
 * Why a tap cannot record an event now, or null when it can: the server takes an event only inside
 * a half that has kicked off, and a started half kicks off at the next full minute.
 */
export function recordingBlock(halves: readonly MatchHalf[], now: number): string | null {
  if (halves.length === 0) return 'This match has no halves yet: add them on the Matches page.';
  if (halfAt(halves.map(toHalfState), now)) return null;
  const active = halves.find((half) => half.status === 'active');
  if (active?.startTime && Date.parse(active.startTime) > now) {
    return `Half ${active.halfNumber} kicks off at ${formatTime(active.startTime)}; record events from then on.`;
  }
  if (halves.every((half) => half.status === 'finished')) return 'The match has ended: no more events.';
  return 'No half is running: start a half to record events.';
}
