import { halfHasEnded, halfHasStarted } from './half-end';
import { matchMinute } from './match-minute';
import type { HalfState } from './match-state';

/**
 * The status line of a match on the admin's realtime screen (spec 2): 'Half 1: 23 min' while a half
 * runs; 'Half-time' between halves and 'Full time' once every half has ended. Only before any half
 * has begun: 'Starts in 12 min' or 'Starts in 2h 5m' to a half's start time or the planned kick-off,
 * else 'Not started'. A started half kicks off at the next full minute, so a half that is active
 * reads as running from the moment it is started, never as a countdown.
 */
export function adminMatchStatus(
  match: { halves: readonly HalfState[]; clockSpeed: number; scheduledAt?: number | null },
  now: number,
): string {
  const halves = [...match.halves].sort((a, b) => a.halfNumber - b.halfNumber);
  const begun = halves.filter((half) => half.status !== 'upcoming' || halfHasStarted(half, now));
  const running = begun.find((half) => !halfHasEnded(half, halves, now));
  if (running) return halfMinuteText(running, match.clockSpeed, now);
  if (begun.length > 0) {
    return halves.every((half) => halfHasEnded(half, halves, now)) ? 'Full time' : 'Half-time';
  }
  const futureStarts = halves.flatMap((half) => (half.startTime === null ? [] : [half.startTime]));
  const startAt = futureStarts.length > 0 ? Math.min(...futureStarts) : (match.scheduledAt ?? null);
  return startAt !== null && startAt > now ? startsInText(startAt - now) : 'Not started';
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
