import { describe, expect, it } from 'vitest';
import type { LeaderboardEntry, LobbyDetails } from '../lobby/lobby-details-schemas';
import { detailsWithDelta, leaderboardWithDelta } from './apply-lobby-delta';
import type { LobbyDelta } from './push-message';

const user = (id: string) => ({ _id: id, username: id, name: id, avatarUrl: null });
const member = (id: string, chips: number, role: 'player' | 'spectator' = 'player') => ({
  user: user(id),
  role,
  chips,
  eliminated: false,
});
const entry = (id: string, chips: number, rank: number, change: Partial<LeaderboardEntry> = {}) => ({
  user: user(id),
  chips,
  inPlay: 0,
  betsPlaced: 0,
  betsSettled: 0,
  betsWon: 0,
  rank,
  ...change,
});
const row = (id: string, chips: number) => {
  const { rank: _rank, ...rest } = entry(id, chips, 0);
  return rest;
};
const delta = (change: Partial<LobbyDelta>): LobbyDelta => ({
  type: 'lobby.delta',
  lobbyId: 'L1',
  bets: [],
  joined: [],
  left: [],
  ...change,
});
/** The parts of the details a delta touches; the rest is carried over as it is. */
const details = {
  nextBettableRoundId: 'R2',
  users: [member('a', 100), member('b', 100), member('c', 100)],
  leaderboard: [entry('a', 100, 1), entry('b', 100, 1), entry('c', 100, 1)],
  betPlacedBy: ['c'],
  currentUser: { _id: 'a', role: 'player', chips: 100, eliminated: false },
  serverTime: '2026-01-01T00:00:00.000Z',
} as unknown as LobbyDetails;

describe('detailsWithDelta', () => {
  it("takes a bet's numbers: chips, who has bet on the round taking bets, the board ranked again", () => {
    const next = detailsWithDelta(
      details,
      delta({ roundId: 'R2', bets: [{ userId: 'b', chips: 60, inPlay: 40, betsPlaced: 1 }] }),
    );
    expect(next.users.map((row) => [row.user._id, row.chips])).toEqual([
      ['a', 100],
      ['b', 60],
      ['c', 100],
    ]);
    expect(next.betPlacedBy).toEqual(['c', 'b']);
    // worth counts the chips in play: b is level with a and c
    expect(next.leaderboard.map((row) => [row.user._id, row.rank, row.inPlay])).toEqual([
      ['a', 1, 0],
      ['b', 1, 40],
      ['c', 1, 0],
    ]);
    expect(next.serverTime).toBe(details.serverTime);
  });

  it("changes the viewer's own chips, and counts bets on another round in no one's betPlacedBy", () => {
    const next = detailsWithDelta(
      details,
      delta({ roundId: 'R1', bets: [{ userId: 'a', chips: 50, inPlay: 0, betsPlaced: 2 }] }),
    );
    expect(next.currentUser.chips).toBe(50);
    expect(next.betPlacedBy).toEqual(['c']);
    expect(next.leaderboard.map((row) => [row.user._id, row.rank])).toEqual([
      ['b', 1],
      ['c', 1],
      ['a', 3],
    ]);
  });

  it('adds newcomers last and takes out those who left, from the list, the board and betPlacedBy', () => {
    const next = detailsWithDelta(
      details,
      delta({
        joined: [
          { member: member('d', 100), entry: row('d', 100) },
          { member: member('e', 0, 'spectator'), entry: row('e', 0) },
        ],
        left: ['c'],
      }),
    );
    expect(next.users.map((row) => row.user._id)).toEqual(['a', 'b', 'd', 'e']);
    expect(next.leaderboard.map((row) => row.user._id)).toEqual(['a', 'b', 'd']);
    expect(next.betPlacedBy).toEqual([]);
  });
});

describe('leaderboardWithDelta', () => {
  it('breaks ties by join order, as the server does', () => {
    const board = [entry('b', 100, 1), entry('a', 100, 1)];
    expect(leaderboardWithDelta(board, delta({}), ['a', 'b']).map((row) => row.user._id)).toEqual(['a', 'b']);
  });
});
