import { wholeChips } from '../settlement/whole-chips';
import type { CardKind } from './card-kinds';

export interface SettledBetAmounts {
  won: boolean;
  stake: number;
  /** The payout without a card: floor(odds * stake) for a win, 0 for a loss. */
  payout: number;
}

/**
 * The payout once a card is applied (game-rules 7), a whole number never below 0:
 * boost multiplies a winning payout by the strength; shield returns 1 - 1/strength of a losing
 * stake; double-or-nothing doubles a winning payout whatever the strength.
 */
export function cardEffect(kind: CardKind, strength: number, bet: SettledBetAmounts): number {
  return wholeChips(applyCard(kind, strength, bet));
}

function applyCard(kind: CardKind, strength: number, { won, stake, payout }: SettledBetAmounts): number {
  switch (kind) {
    case 'boost':
      return won ? payout * strength : 0;
    case 'shield':
      return won ? payout : (stake * (strength - 1)) / strength;
    case 'double-or-nothing':
      return won ? payout * 2 : 0;
  }
}
