import { describe, expect, it } from 'vitest';
import { chipHistoryOf, type SettledRound } from './chip-history-of';

const user = (id: string) => ({ _id: id, username: id, name: id, avatarUrl: null });
const round = (n: number, isVoid = false): SettledRound => ({
  roundId: `r${n}`,
  roundNumber: n,
  void: isVoid,
});

describe('chipHistoryOf', () => {
  it('runs a balance from the start through each round', () => {
    const out = chipHistoryOf(
      [user('a')],
      [round(1), round(2)],
      [
        { userId: 'a', roundId: null, delta: 100 },
        { userId: 'a', roundId: 'r1', delta: -20 },
        { userId: 'a', roundId: 'r1', delta: 36 },
        { userId: 'a', roundId: 'r2', delta: -5 },
        { userId: 'b', roundId: 'r1', delta: 999 },
      ],
    );
    expect(out).toEqual({
      rounds: [
        { roundId: 'r1', roundNumber: 1 },
        { roundId: 'r2', roundNumber: 2 },
      ],
      players: [{ user: user('a'), start: 100, balances: [116, 111] }],
    });
  });

  it('gives a void round no point and counts its movements with the next round, or the last', () => {
    const sums = [
      { userId: 'a', roundId: null, delta: 100 },
      { userId: 'a', roundId: 'r2', delta: -7 },
      { userId: 'a', roundId: 'r3', delta: 10 },
      { userId: 'a', roundId: 'r4', delta: -3 },
    ];
    const out = chipHistoryOf([user('a')], [round(1), round(2, true), round(3), round(4, true)], sums);
    expect(out.rounds.map((r) => r.roundNumber)).toEqual([1, 3]);
    expect(out.players[0]).toEqual({ user: user('a'), start: 100, balances: [100, 100] });
    const onlyVoid = chipHistoryOf([user('a')], [round(4, true)], sums);
    expect(onlyVoid.players[0]).toEqual({ user: user('a'), start: 97, balances: [] });
  });
});
