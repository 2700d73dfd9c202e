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
