import type { GameScreen } from '@kickchips/core';

/** The screens with the quick-bet panel, where a player's round bar shows. */
export function isBettingScreen(screen: GameScreen): boolean {
  return screen === 'PRE_MATCH_BETTING' || screen === 'ACTIVE_ROUND' || screen === 'ROUND_BREAK';
}
