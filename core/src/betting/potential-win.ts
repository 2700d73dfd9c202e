import { betTerms, enteredAmount } from '../cards/card-effect';
import { CARD_KINDS, type CardKind } from '../cards/card-kinds';

const isCardKind = (kind: string): kind is CardKind => (CARD_KINDS as readonly string[]).includes(kind);

/**
 * What a pending bet pays if it wins (game-rules 6 and 7): its terms with the card played with it,
 * if any, at the lobby's cardEffectStrength. `stake` is what the bet holds (both stakes of a
 * double-or-nothing).
 */
export function potentialWin(
  bet: { stake: number; odds: { odds: number }; card: { kind: string } | null },
  cardEffectStrength: number,
): number {
  const kind = bet.card && isCardKind(bet.card.kind) ? bet.card.kind : null;
  return betTerms(kind, cardEffectStrength, enteredAmount(kind, bet.stake), bet.odds.odds).win;
}
