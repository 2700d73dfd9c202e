import type { Bet } from '@kickchips/core';

type BetFixture = {
  id: string;
  round: number;
  roundStatus?: string;
  betType?: 'over' | 'under';
  threshold?: number;
  isWon?: boolean;
  payout?: number;
  card?: Bet['card'];
};

/** A bet of user u2 (the fixture's current user) on Corner, for tests. */
export function makeBet({
  id,
  round,
  roundStatus = 'upcoming',
  betType = 'over',
  threshold = 1.5,
  isWon,
  payout = 0,
  card = null,
}: BetFixture): Bet {
  return {
    _id: id,
    user: { _id: 'u2', username: 'guest', name: 'guest', avatarUrl: null },
    odds: { _id: `odd-${betType}-${threshold}`, eventType: 'Corner', betType, threshold, odds: 2 },
    matchRound: { _id: `round-${round}`, roundNumber: round, status: roundStatus },
    stake: 10,
    ...(isWon === undefined ? {} : { isWon }),
    status: isWon === undefined ? 'pending' : isWon ? 'won' : 'lost',
    payout,
    card,
    createdAt: '2026-01-01T00:00:00.000Z',
  };
}
