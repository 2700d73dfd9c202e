import type { Bet } from '@kickchips/core';

/** 'Round 3 Corner OVER 1.5': how a bet is named on its card and to screen readers. */
export function betLabel(bet: Pick<Bet, 'matchRound' | 'odds'>): string {
  return `Round ${bet.matchRound.roundNumber} ${bet.odds.eventType} ${bet.odds.betType.toUpperCase()} ${bet.odds.threshold}`;
}
