import { halfHasEnded, halfHasStarted } from './half-end';
import { matchMinute } from './match-minute';
import type { HalfState } from './match-state';

/**
 * The status line of a match on the admin's realtime screen (spec 2): 'Half 1: 23 min' while a half
 * runs; 'Starts in 12 min' or 'Starts in 2h 5m' before a half with a start time (or, before any half,
 * the planned kick-off); 'Half-time' between halves and 'Full time' once every half has ended;
 * else 'Not started'.
 */
export function adminMatchStatus(
  match: { halves: readonly HalfState[]; clockSpeed: number; scheduledAt?: number | null },
  now: number,
): string {
  const halves = [...match.halves].sort((a, b) => a.halfNumber - b.halfNumber);
  const started = halves.filter((half) => halfHasStarted(half, now));
  const running = started.find((half) => !halfHasEnded(half, halves, now));
  if (running) return halfMinuteText(running, match.clockSpeed, now);
  const futureStarts = halves.flatMap((half) =>
    half.startTime !== null && half.startTime > now ? [half.startTime] : [],
  );
  const nextStart = futureStarts.length > 0 ? Math.min(...futureStarts) : null;
  const startAt = nextStart ?? (started.length === 0 ? (match.scheduledAt ?? null) : null);
  if (startAt !== null && startAt > now) return startsInText(startAt - now);
  if (started.length === 0) return 'Not started';
  return halves.every((half) => halfHasEnded(half, halves, now)) ? 'Full time' : 'Half-time';
}

function halfMinuteText(half: HalfState, clockSpeed: number, at: number): string {
  const minute = Math.max(0, Math.floor(matchMinute(half.startTime ?? at, clockSpeed, at)));
  return `Half ${half.halfNumber}: ${minute} min`;
}

function startsInText(ms: number): string {
  const minutes = Math.ceil(ms / 60_000);
  if (minutes < 60) return `Starts in ${minutes} min`;
  return `Starts in ${Math.floor(minutes / 60)}h ${minutes % 60}m`;
}
