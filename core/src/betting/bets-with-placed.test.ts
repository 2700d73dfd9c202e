import { describe, expect, it } from 'vitest';
import type { Bet } from './bet-schemas';
import { betsWithPlaced } from './bets-with-placed';

const bet = (id: string, roundNumber: number): Bet => ({
  _id: id,
  user: { _id: 'u1', username: 'ann', name: 'Ann', avatarUrl: null },
  odds: { _id: 'o1', eventType: 'Goal', betType: 'OVER', threshold: 0.5, odds: 1.8 },
  matchRound: { _id: `r${roundNumber}`, roundNumber, status: 'pending' },
  stake: 10,
  status: 'pending',
  payout: 0,
  card: null,
  createdAt: '2026-11-28T20:00:00.000Z',
});
const ids = (bets: readonly Bet[]) => bets.map((b) => b._id);

describe('betsWithPlaced', () => {
  it('puts the bet after the bets of its round and before those of later rounds', () => {
    const list = [bet('a', 1), bet('b', 2), bet('c', 4)];
    expect(ids(betsWithPlaced(list, bet('new', 2)))).toEqual(['a', 'b', 'new', 'c']);
    expect(ids(betsWithPlaced(list, bet('new', 5)))).toEqual(['a', 'b', 'c', 'new']);
    expect(ids(betsWithPlaced([], bet('new', 1)))).toEqual(['new']);
  });

  it('replaces a bet already listed instead of listing it twice', () => {
    const placed = { ...bet('b', 2), stake: 20 };
    const after = betsWithPlaced([bet('a', 1), bet('b', 2)], placed);
    expect(ids(after)).toEqual(['a', 'b']);
    expect(after[1]!.stake).toBe(20);
  });
});
