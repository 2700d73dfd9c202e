import type { BetType } from '../admin/odds-schemas';
import { betTerms, enteredAmount } from '../cards/card-effect';
import type { CardKind } from '../cards/card-kinds';
import { outcome } from './outcome';

export interface SettleableBet {
  id: string;
  eventType: string;
  betType: BetType;
  threshold: number;
  /** The odds value copied into the bet when it was placed. */
  multiplier: number;
  /** The chips the bet holds: the amount entered, twice it with double-or-nothing (heldStake). */
  stake: number;
  /** The card played on the bet, if any. */
  cardKind: CardKind | null;
}

export interface BetSettlement {
  betId: string;
  status: 'won' | 'lost' | 'void';
  /** Chips paid back: the bet's terms (betTerms) for a win or a loss; every held stake if void. */
  payout: number;
}

/**
 * How a round ended for its bets: 'finished' with the count of each event type in its span, or
 * 'void' (it never started because its half ended first).
 */
export type SettledRound =
  | { status: 'finished'; countsByEventType: Readonly<Record<string, number>> }
  | { status: 'void' };

/** Event types match case-insensitively: names that differ only in case are one type. */
const typeKey = (eventType: string) => eventType.toLowerCase();

function countsByKey(counts: Readonly<Record<string, number>>): Map<string, number> {
  const byKey = new Map<string, number>();
  for (const [eventType, count] of Object.entries(counts)) {
    byKey.set(typeKey(eventType), (byKey.get(typeKey(eventType)) ?? 0) + count);
  }
  return byKey;
}

/**
 * Settles the bets of one round (game-rules 4): a void round refunds every stake; a finished one
 * decides each bet against its event type's count. Pure and repeatable: a correction simply
 * settles the round again.
 */
export function settleBets(
  bets: readonly SettleableBet[],
  round: SettledRound,
  cardEffectStrength: number,
): BetSettlement[] {
  if (round.status === 'void') {
    return bets.map((bet) => ({ betId: bet.id, status: 'void', payout: bet.stake }));
  }
  const counts = countsByKey(round.countsByEventType);
  return bets.map((bet) => {
    const won = outcome(bet.betType, bet.threshold, counts.get(typeKey(bet.eventType)) ?? 0) === 'won';
    const terms = betTerms(
      bet.cardKind,
      cardEffectStrength,
      enteredAmount(bet.cardKind, bet.stake),
      bet.multiplier,
    );
    return { betId: bet.id, status: won ? 'won' : 'lost', payout: won ? terms.win : terms.loss };
  });
}
