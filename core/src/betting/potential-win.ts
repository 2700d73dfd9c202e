import { cardEffect } from '../cards/card-effect';
import { CARD_KINDS, type CardKind } from '../cards/card-kinds';
import { payout } from '../settlement/payout';

const isCardKind = (kind: string): kind is CardKind => (CARD_KINDS as readonly string[]).includes(kind);

/**
 * What a pending bet pays if it wins (game-rules 6 and 8): floor(odds * stake), stake included,
 * then the effect of the card played with it, if any, at the lobby's cardEffectStrength.
 */
export function potentialWin(
  bet: { stake: number; odds: { odds: number }; card: { kind: string } | null },
  cardEffectStrength: number,
): number {
  const base = payout(bet.odds.odds, bet.stake);
  if (!bet.card || !isCardKind(bet.card.kind)) return base;
  return cardEffect(bet.card.kind, cardEffectStrength, { won: true, stake: bet.stake, payout: base });
}
