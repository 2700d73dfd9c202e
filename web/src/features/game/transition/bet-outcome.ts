import type { Bet } from '@kickchips/core';

export type BetOutcome = { label: 'WON' | 'LOST' | 'REFUNDED' | 'SETTLING'; text: string };

/** How the transition reads my bet on the round that just ended, settled or not yet. */
export function betOutcome(bet: Pick<Bet, 'status' | 'stake' | 'payout'>): BetOutcome {
  if (bet.status === 'won') return { label: 'WON', text: `You won ${bet.payout} chips` };
  if (bet.status === 'lost') return { label: 'LOST', text: `You lost your stake of ${bet.stake} chips` };
  if (bet.status === 'void') return { label: 'REFUNDED', text: `Your stake of ${bet.stake} chips came back` };
  return { label: 'SETTLING', text: 'Settling your bet…' };
}
