import { CARD_KINDS, CARDS_PER_PLAYER, type CardKind } from './card-kinds';
import { seededRandom } from './seeded-random';

/**
 * The cards each player is dealt at kick-off (game-rules 7). A hand depends only on the lobby's
 * seed and the player's id, so the deal can be replayed for an audit and a late joiner can be dealt
 * without changing anyone else's hand.
 */
export function dealCards(
  seed: string,
  playerIds: readonly string[],
  count = CARDS_PER_PLAYER,
): Record<string, CardKind[]> {
  return Object.fromEntries(playerIds.map((playerId) => [playerId, dealHand(seed, playerId, count)]));
}

function dealHand(seed: string, playerId: string, count: number): CardKind[] {
  const random = seededRandom(`${seed}:${playerId}`);
  return Array.from({ length: count }, () => CARD_KINDS[Math.floor(random() * CARD_KINDS.length)]!);
}
