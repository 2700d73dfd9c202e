import type { LobbyDelta } from '@kickchips/core';
import { describe, expect, it } from 'vitest';
import type { MemberRow } from './load-members';
import { lobbyLeaderboard } from './lobby-leaderboard';
import type { LobbySnapshot } from './lobby-snapshot';
import { snapshotWithBets } from './snapshot-with-bets';

const member = (id: string, joined: number): MemberRow => ({
  user: { _id: id, username: id, name: id, avatarUrl: null },
  role: 'player',
  chips: 100,
  eliminated: false,
  joinedAt: new Date(joined),
  betsPlaced: 0,
  betsWon: 0,
  betsSettled: 0,
  inPlay: 0,
});
const members = [member('a', 1), member('b', 2), member('c', 3)];
const snapshot = {
  lobby: { matchId: 'M1' },
  members,
  leaderboard: lobbyLeaderboard(members),
  bettorsByRound: new Map([['R1', ['c']]]),
} as unknown as LobbySnapshot;
const bet = (roundId: string, userId: string, chips: number): LobbyDelta => ({
  type: 'lobby.delta',
  lobbyId: 'L1',
  roundId,
  bets: [{ userId, chips, inPlay: 100 - chips, betsPlaced: 1 }],
  joined: [],
  left: [],
});

describe('snapshotWithBets', () => {
  it("takes each bettor's latest numbers, adds them to who has bet on their round, and ranks once", () => {
    const next = snapshotWithBets(snapshot, [bet('R1', 'b', 80), bet('R1', 'b', 60), bet('R2', 'a', 90)]);
    expect(next.members.map((m) => [m.user._id, m.chips, m.inPlay])).toEqual([
      ['a', 90, 10],
      ['b', 60, 40],
      ['c', 100, 0],
    ]);
    expect(next.bettorsByRound.get('R1')).toEqual(['c', 'b']);
    expect(next.bettorsByRound.get('R2')).toEqual(['a']);
    expect(next.leaderboard.map((e) => [e.user._id, e.rank])).toEqual([
      ['a', 1],
      ['b', 1],
      ['c', 1],
    ]);
    // the copy it came from is left as it was, and a delta applied again changes nothing
    expect(snapshot.bettorsByRound.get('R1')).toEqual(['c']);
    expect(snapshotWithBets(next, [bet('R1', 'b', 60)])).toEqual(next);
  });

  it('leaves out a bettor who is not present', () => {
    const next = snapshotWithBets(snapshot, [bet('R1', 'gone', 50)]);
    expect(next.bettorsByRound.get('R1')).toEqual(['c']);
    expect(next.members).toEqual(members);
  });
});
