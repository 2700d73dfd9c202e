import { type CardKind, type CardsOutput, describeCard, type GameSettings } from '@kickchips/core';

/** A card of a player's hand, in the order it was dealt. */
export type HeldCard = { id: string; kind: CardKind; usedInRoundNumber: number | null };

/**
 * A hand as GET game/cards answers it (and place-bet, after its bet): each card with its effect at
 * the lobby's strength, and the first round another card may go on once one has been used.
 */
export function handOutput(hand: readonly HeldCard[], settings: GameSettings): CardsOutput {
  const used = hand.flatMap((card) => (card.usedInRoundNumber === null ? [] : [card.usedInRoundNumber]));
  return {
    cards: hand.map((card) => ({
      _id: card.id,
      kind: card.kind,
      description: describeCard(card.kind, settings.cardEffectStrength).effect,
      usedInRoundNumber: card.usedInRoundNumber,
    })),
    cooldownUntilRound: used.length > 0 ? Math.max(...used) + settings.cardCooldownTime + 1 : null,
  };
}
