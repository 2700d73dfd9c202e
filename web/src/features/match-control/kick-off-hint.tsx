import type { MatchHalf } from '@kickchips/core';
import { formatTime } from '../../lib/format-time';
import { useNow } from '../../lib/use-now';

/**
 * The server takes events only inside a half that has kicked off; a started half kicks off at the
 * next full minute, so the admin is told when taps will start to count.
 */
export function KickOffHint({ halves }: { halves: MatchHalf[] }) {
  const now = useNow(1000);
  const active = halves.find((half) => half.status === 'active');
  if (active?.startTime && Date.parse(active.startTime) > now) {
    return (
      <p role="status" className="rounded-sm border-l-4 border-[var(--color-warn)] pl-2 text-sm">
        Half {active.halfNumber} kicks off at {formatTime(active.startTime)}; record events from then on.
      </p>
    );
  }
  if (!halves.some((half) => half.startTime !== null && Date.parse(half.startTime) <= now)) {
    return <p className="text-sm text-[var(--color-muted)]">Start a half to record events.</p>;
  }
  return null;
}
