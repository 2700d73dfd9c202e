import type { GameScreen } from '@kickchips/core';

/** Spec 7 polling summary: 2.5 s while the match runs, 10 s before kick-off, 60 s after the end, else 5 s. */
export function pollInterval(screen: GameScreen | null): number {
  if (screen === null) return 5000;
  if (screen === 'MATCH_RESULTS') return 60_000;
  if (screen === 'PRE_MATCH' || screen === 'PRE_MATCH_BETTING') return 10_000;
  return 2500;
}
