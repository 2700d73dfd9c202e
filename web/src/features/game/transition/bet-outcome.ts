import { type Bet, betVoidReason } from '@kickchips/core';

export type BetOutcome = { label: 'WON' | 'LOST' | 'REFUNDED' | 'SETTLING'; text: string };

/**
 * How the transition reads my bet on the round that just ended, settled or not yet; a refunded
 * bet says why (core's betVoidReason).
 */
export function betOutcome(
  bet: Pick<Bet, 'status' | 'voidReason' | 'stake' | 'payout' | 'odds' | 'matchRound'>,
): BetOutcome {
  if (bet.status === 'won') return { label: 'WON', text: `You won ${bet.payout} chips` };
  if (bet.status === 'lost') return { label: 'LOST', text: `You lost your stake of ${bet.stake} chips` };
  if (bet.status === 'void') {
    const back = `Your stake of ${bet.stake} chips came back`;
    const reason = betVoidReason(bet);
    return { label: 'REFUNDED', text: reason ? `${reason}. ${back}` : back };
  }
  return { label: 'SETTLING', text: 'Settling your bet…' };
}
