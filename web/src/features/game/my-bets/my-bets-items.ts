import type { Penalty } from '@kickchips/core';
import type { BetCardView } from './use-bet-status-changes';

/** One entry of My Bets: a bet's card, or a penalty for a round without a bet. */
export type MyBetsItem =
  | { key: string; roundNumber: number; card: BetCardView; penalty?: undefined }
  | { key: string; roundNumber: number; card?: undefined; penalty: Penalty };

/**
 * The bets and the penalties in one list, newest round first (a round has bets or a penalty,
 * never both); the bets of one round newest first.
 */
export function myBetsItems(cards: readonly BetCardView[], penalties: readonly Penalty[]): MyBetsItem[] {
  const items: MyBetsItem[] = [
    ...cards.map((card) => ({ key: card.bet._id, roundNumber: card.bet.matchRound.roundNumber, card })),
    ...penalties.map((penalty) => ({
      key: `penalty-${penalty.roundId}`,
      roundNumber: penalty.roundNumber,
      penalty,
    })),
  ];
  const placedAt = (item: MyBetsItem) => item.card?.bet.createdAt ?? item.penalty?.at ?? '';
  return items.sort((a, b) => b.roundNumber - a.roundNumber || placedAt(b).localeCompare(placedAt(a)));
}
