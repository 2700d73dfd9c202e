import { matchMinute } from './match-minute';
import { roundStatusOf } from './match-state';

/**
 * Whether a round counts as started, so that the admin can no longer delete it (game-rules 2).
 * The stored status lags the clock by up to a tick, and a started half kicks off at the next full
 * minute, so a round of a started, not yet ended half counts as started as soon as the match minute
 * has reached its start minute, and a round at minute 0 from the moment its half is started. Once
 * the half has ended, its rounds' stored statuses are final (finished or void).
 */
export function roundHasStarted(
  round: { status: string; startMinute: number },
  half: { startTime: number | null; endTime: number | null },
  clockSpeed: number,
  now: number,
): boolean {
  const status = roundStatusOf(round.status);
  if (status === 'active' || status === 'finished') return true;
  if (half.startTime === null || half.endTime !== null) return false;
  return round.startMinute <= Math.max(0, matchMinute(half.startTime, clockSpeed, now));
}
