import { betAmountLimits, stakeProblem } from '../betting/bet-amount-limits';
import { type BetRejection, betRejection } from '../betting/bet-rejection';
import type { GameSettings } from '../settings/game-settings-schema';
import { heldStake } from './card-effect';
import type { PlayerCard } from './card-kinds';

export interface CardSettings {
  enableBetChipCards: boolean;
  cardCooldownTime: number;
}

/** The bet a card would go on: the amount entered and the player's chips. */
export interface CardStake {
  amount: number;
  chips: number;
}

/**
 * Why a card cannot go on a bet on round `roundNumber`, or null when it can (game-rules 7): cards
 * must be on, the card the player's own and unused, more than cardCooldownTime rounds must lie
 * between the round of the player's last card and this one, and the player must cover every stake
 * the card holds (double-or-nothing's second one). One card per bet is the input's shape.
 */
export function cardUseProblem(
  cardId: string,
  cards: readonly PlayerCard[],
  roundNumber: number,
  settings: CardSettings,
  stake: CardStake,
): BetRejection | null {
  if (!settings.enableBetChipCards) return betRejection('bet/card_disabled');
  const card = cards.find((candidate) => candidate.id === cardId);
  if (!card) return betRejection('bet/card_not_owned');
  if (card.usedInRoundNumber !== null) return betRejection('bet/card_used');
  const wait = (cooldownUntilRound(cards, settings.cardCooldownTime) ?? roundNumber) - roundNumber;
  if (wait > 0) return betRejection('bet/card_cooldown', { waitRounds: wait });
  if (heldStake(card.kind, stake.amount) > stake.chips) return betRejection('bet/card_stake_short');
  return null;
}

/** The first round another card may go on: more than `cooldown` rounds after the last use; null before any use. */
export function cooldownUntilRound(
  cards: readonly { usedInRoundNumber: number | null }[],
  cooldown: number,
): number | null {
  const used = cards.flatMap((card) => (card.usedInRoundNumber === null ? [] : [card.usedInRoundNumber]));
  return used.length > 0 ? Math.max(...used) + cooldown + 1 : null;
}

/**
 * The cards that can go on the bet as it stands (the slip shows only these): an amount the lobby
 * takes and the player covers, and each card's own rules above.
 */
export function playableCards<C extends PlayerCard>(
  cards: readonly C[],
  roundNumber: number | null,
  settings: CardSettings & Pick<GameSettings, 'minBetAmount' | 'maxBetAmount'>,
  stake: CardStake,
): C[] {
  if (roundNumber === null) return [];
  if (stakeProblem(stake.amount, betAmountLimits(settings, stake.chips)) !== null) return [];
  return cards.filter((card) => cardUseProblem(card.id, cards, roundNumber, settings, stake) === null);
}
