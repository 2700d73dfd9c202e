import type { LobbyDelta } from '@kickchips/core';
import { describe, expect, it } from 'vitest';
import { mergeDeltas } from './notice-coalescer';

const delta = (change: Partial<LobbyDelta>): LobbyDelta => ({
  type: 'lobby.delta',
  lobbyId: 'L1',
  bets: [],
  joined: [],
  left: [],
  ...change,
});
const joined = (userId: string) => {
  const user = { _id: userId, username: userId, name: userId, avatarUrl: null };
  return {
    member: { user, role: 'player' as const, chips: 100, eliminated: false },
    entry: { user, chips: 100, inPlay: 0, betsPlaced: 0, betsSettled: 0, betsWon: 0 },
  };
};
const bet = (userId: string, chips: number) => ({ userId, chips, inPlay: 100 - chips, betsPlaced: 1 });

describe('mergeDeltas', () => {
  it("keeps each bettor's latest numbers and the round the bets went on", () => {
    const merged = mergeDeltas(
      delta({ roundId: 'R1', bets: [bet('a', 90), bet('b', 80)] }),
      delta({ roundId: 'R1', bets: [bet('a', 70)] }),
    );
    expect(merged).toEqual(delta({ roundId: 'R1', bets: [bet('a', 70), bet('b', 80)] }));
    expect(mergeDeltas(delta({ left: ['x'] }), delta({ roundId: 'R2', bets: [bet('a', 1)] })).roundId).toBe(
      'R2',
    );
  });

  it('leaves out a member who joined then left, and their bets; one who left then came back is only in', () => {
    const joinedThenLeft = mergeDeltas(
      delta({ joined: [joined('n')], roundId: 'R1', bets: [bet('n', 90)] }),
      delta({ left: ['n'] }),
    );
    expect(joinedThenLeft).toEqual(delta({ roundId: 'R1', left: ['n'] }));
    const leftThenBack = mergeDeltas(delta({ left: ['n', 'm'] }), delta({ joined: [joined('n')] }));
    expect(leftThenBack).toEqual(delta({ joined: [joined('n')], left: ['m'] }));
  });
});
