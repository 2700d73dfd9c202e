import {
  type CardKind,
  type CardsOutput,
  cooldownUntilRound,
  describeCard,
  type GameSettings,
} from '@kickchips/core';

/** A card of a player's hand, in the order it was dealt. */
export type HeldCard = { id: string; kind: CardKind; usedInRoundNumber: number | null };

/**
 * A hand as GET game/cards answers it (and place-bet, after its bet): each card with its effect at
 * the lobby's strength, and the first round another card may go on once one has been used.
 */
export function handOutput(hand: readonly HeldCard[], settings: GameSettings): CardsOutput {
  return {
    cards: hand.map((card) => ({
      _id: card.id,
      kind: card.kind,
      description: describeCard(card.kind, settings.cardEffectStrength).effect,
      usedInRoundNumber: card.usedInRoundNumber,
    })),
    cooldownUntilRound: cooldownUntilRound(hand, settings.cardCooldownTime),
  };
}
