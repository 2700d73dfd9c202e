import type { GameScreen } from '@kickchips/core';
import { pushAwarePoll } from '../realtime';

/**
 * Spec 7 polling summary: 2.5 s while the match runs, every 2 s in the 8 s after a round ends,
 * 10 s before kick-off, 60 s after the end, else 5 s; while the push stream is up, at least 30 s.
 */
export function pollInterval(screen: GameScreen | null): number {
  return pushAwarePoll(specPollInterval(screen));
}

/** The spec's pace alone, whatever the push stream does. */
function specPollInterval(screen: GameScreen | null): number {
  if (screen === null) return 5000;
  if (screen === 'MATCH_RESULTS') return 60_000;
  if (screen === 'PRE_MATCH' || screen === 'PRE_MATCH_BETTING') return 10_000;
  if (screen === 'TRANSITION') return 2000;
  return 2500;
}

/** The soonest the lobby details are read again as a betting deadline nears. */
const DEADLINE_POLL_FLOOR_MS = 1000;

/**
 * The wait before the next read while bets on the next round are taken: at most half the time left
 * until the server's closing time, so that the server's closing-soon warning (which no push
 * announces) shows within its span, and the next round's window arrives right after the close.
 */
export function bettingDeadlinePoll(paceMs: number, closesAt: number | null, now: number): number {
  if (closesAt === null || closesAt <= now) return paceMs;
  return Math.min(paceMs, Math.max(DEADLINE_POLL_FLOOR_MS, (closesAt - now) / 2));
}
