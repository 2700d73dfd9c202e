import { type BetRejection, betRejection } from '../betting/bet-rejection';
import type { PlayerCard } from './card-kinds';

export interface CardSettings {
  enableBetChipCards: boolean;
  cardCooldownTime: number;
}

/**
 * Why a card cannot go on a bet on round `roundNumber`, or null when it can (game-rules 7): cards
 * must be on, the card the player's own and unused, and more than cardCooldownTime rounds must lie
 * between the round of the player's last card and this one. One card per bet is the input's shape.
 */
export function cardUseProblem(
  cardId: string,
  cards: readonly PlayerCard[],
  roundNumber: number,
  settings: CardSettings,
): BetRejection | null {
  if (!settings.enableBetChipCards) return betRejection('bet/card_disabled');
  const card = cards.find((candidate) => candidate.id === cardId);
  if (!card) return betRejection('bet/card_not_owned');
  if (card.usedInRoundNumber !== null) return betRejection('bet/card_used');
  const lastUse = Math.max(
    ...cards.map((candidate) => candidate.usedInRoundNumber ?? Number.NEGATIVE_INFINITY),
  );
  const wait = lastUse + settings.cardCooldownTime + 1 - roundNumber;
  if (wait > 0) return betRejection('bet/card_cooldown', { waitRounds: wait });
  return null;
}
