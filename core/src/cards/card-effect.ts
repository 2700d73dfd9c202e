import { payout } from '../settlement/payout';
import { wholeChips } from '../settlement/whole-chips';
import { type CardKind, shieldShare } from './card-kinds';

/**
 * What a bet holds and pays back, with or without a card (game-rules 7), in whole chips:
 * - no card: holds the amount; a win pays floor(odds * amount), a loss nothing;
 * - boost: a win pays the strength times that, at least one chip more; a loss nothing;
 * - shield: a win pays as without a card; a loss returns 1 - 1/strength of the amount, at least 1;
 * - double-or-nothing: holds a second stake (twice the amount); a win pays twice what a boost
 *   would, a loss loses both stakes.
 */
export interface BetTerms {
  /** Chips the bet takes when placed and keeps until it is settled (refunded in full if void). */
  held: number;
  /** What a win pays back, held stakes included. */
  win: number;
  /** What a loss pays back. */
  loss: number;
}

/** The chips a bet of `amount` holds: a second stake for double-or-nothing. */
export function heldStake(kind: CardKind | null, amount: number): number {
  return kind === 'double-or-nothing' ? amount * 2 : amount;
}

/** The amount the player entered for a bet that holds `held` chips (the inverse of heldStake). */
export function enteredAmount(kind: CardKind | null, held: number): number {
  return kind === 'double-or-nothing' ? held / 2 : held;
}

/** What a winning payout of `base` chips becomes with a boost: strength times it, at least one more. */
function boosted(base: number, strength: number): number {
  return Math.max(base + 1, wholeChips(base * strength));
}

/** The terms of a bet of `amount` chips at `odds` with the card `kind` (or none) at the lobby's strength. */
export function betTerms(kind: CardKind | null, strength: number, amount: number, odds: number): BetTerms {
  const base = payout(odds, amount);
  switch (kind) {
    case null:
      return { held: amount, win: base, loss: 0 };
    case 'boost':
      return { held: amount, win: boosted(base, strength), loss: 0 };
    case 'shield':
      return { held: amount, win: base, loss: Math.max(1, wholeChips(amount * shieldShare(strength))) };
    case 'double-or-nothing':
      return { held: heldStake(kind, amount), win: 2 * boosted(base, strength), loss: 0 };
  }
}

/** The one line a card's terms read on the bet slip, e.g. "Win pays 32, lose −20". */
export function betTermsLine(terms: BetTerms): string {
  const lost = terms.held - terms.loss;
  return `Win pays ${terms.win}, lose ${lost === 0 ? 'nothing' : `−${lost}`}`;
}
