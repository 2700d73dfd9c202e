import { describe, expect, it } from 'vitest';
import { makeBet } from './bet-fixture';
import { myBetsItems } from './my-bets-items';

const card = (id: string, round: number) => ({ bet: makeBet({ id, round }), status: 'UPCOMING' as const });
const penalty = (round: number) => ({
  roundId: `round-${round}`,
  roundNumber: round,
  chips: 10,
  at: '2026-01-01T00:00:00.000Z',
});

describe('myBetsItems', () => {
  it('puts the penalties among the bets, newest round first', () => {
    const items = myBetsItems([card('a', 1), card('b', 4)], [penalty(3), penalty(2)]);
    expect(items.map((item) => item.key)).toEqual(['b', 'penalty-round-3', 'penalty-round-2', 'a']);
  });
});
