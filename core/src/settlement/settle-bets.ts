import type { BetType } from '../admin/odds-schemas';
import { cardEffect } from '../cards/card-effect';
import type { CardKind } from '../cards/card-kinds';
import { outcome } from './outcome';
import { payout } from './payout';

export interface SettleableBet {
  id: string;
  eventType: string;
  betType: BetType;
  threshold: number;
  /** The odds value copied into the bet when it was placed. */
  multiplier: number;
  stake: number;
  /** The card played on the bet, if any. */
  cardKind: CardKind | null;
}

export interface BetSettlement {
  betId: string;
  isWon: boolean;
  /** Chips paid back: floor(multiplier * stake) for a win, then the card's effect. */
  payout: number;
}

/**
 * Settles the bets of one finished round (game-rules 4) against the count of each event type in
 * the round's span. Pure and repeatable: a correction simply settles the round again.
 */
export function settleBets(
  bets: readonly SettleableBet[],
  countsByEventType: Readonly<Record<string, number>>,
  cardEffectStrength: number,
): BetSettlement[] {
  return bets.map((bet) => {
    const won = outcome(bet.betType, bet.threshold, countsByEventType[bet.eventType] ?? 0) === 'won';
    const base = won ? payout(bet.multiplier, bet.stake) : 0;
    const amount = bet.cardKind
      ? cardEffect(bet.cardKind, cardEffectStrength, { won, stake: bet.stake, payout: base })
      : base;
    return { betId: bet.id, isWon: won, payout: amount };
  });
}
