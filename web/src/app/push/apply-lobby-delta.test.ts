import type { LeaderboardEntry, LobbyDelta } from '@kickchips/core';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { gameKeys } from '../../features/betting';
import { makeLobbyDetails } from '../../test/lobby-details-fixture';
import { applyLobbyDelta } from './apply-lobby-delta';

const L = 'lobby-1';
const user = (id: string) => ({ _id: id, username: id, name: id, avatarUrl: null });
const entry = (id: string, chips: number): LeaderboardEntry => ({
  user: user(id),
  chips,
  inPlay: 0,
  betsPlaced: 0,
  betsSettled: 0,
  betsWon: 0,
  rank: 1,
});
const delta = (change: Partial<LobbyDelta>): LobbyDelta => ({
  type: 'lobby.delta',
  lobbyId: L,
  bets: [],
  joined: [],
  left: [],
  ...change,
});

const cached = () => {
  const client = new QueryClient();
  const details = makeLobbyDetails({
    nextBettableRoundId: 'R1',
    leaderboard: [entry('u1', 100), entry('u2', 100)],
  });
  client.setQueryData(gameKeys.details(L), { details, offsetMs: 42 });
  client.setQueryData(gameKeys.leaderboard(L), [entry('u1', 100), entry('u2', 100)]);
  return client;
};
const detailsOf = (client: QueryClient) =>
  client.getQueryData<{ details: ReturnType<typeof makeLobbyDetails>; offsetMs: number }>(
    gameKeys.details(L),
  )!;

describe('applyLobbyDelta', () => {
  it('puts a bet into the cached details and leaderboard, without a request, and says whose screen it is', () => {
    const client = cached();
    const { viewer, readAgain } = applyLobbyDelta(
      client,
      delta({ roundId: 'R1', bets: [{ userId: 'u1', chips: 70, inPlay: 30, betsPlaced: 1 }] }),
    );
    expect(viewer).toEqual({ userId: 'u2', ownBetRoundIds: [] });
    expect(readAgain).toEqual([]);
    const { details, offsetMs } = detailsOf(client);
    expect(offsetMs).toBe(42);
    expect(details.betPlacedBy).toEqual(['u1']);
    expect(details.users.find((row) => row.user._id === 'u1')?.chips).toBe(70);
    expect(details.leaderboard.find((row) => row.user._id === 'u1')).toMatchObject({
      inPlay: 30,
      betsPlaced: 1,
    });
    const board = client.getQueryData<LeaderboardEntry[]>(gameKeys.leaderboard(L))!;
    expect(board.map((row) => [row.user._id, row.chips, row.inPlay, row.rank])).toEqual([
      ['u1', 70, 30, 1],
      ['u2', 100, 0, 1],
    ]);
    expect(client.getQueryState(gameKeys.details(L))?.isInvalidated).toBe(false);
  });

  it("names the rounds the viewer's own bets already show, so a bet answered on this screen is not read again", () => {
    const client = cached();
    const bet = (id: string, userId: string, roundId: string) => ({
      _id: id,
      user: user(userId),
      matchRound: { _id: roundId, roundNumber: 1, status: 'upcoming' },
    });
    client.setQueryData(gameKeys.userBets(L), {
      bets: [bet('b1', 'u2', 'R1'), bet('b2', 'u1', 'R2')],
      penalties: [],
    });
    const { viewer } = applyLobbyDelta(
      client,
      delta({ roundId: 'R1', bets: [{ userId: 'u2', chips: 90, inPlay: 10, betsPlaced: 1 }] }),
    );
    expect(viewer).toEqual({ userId: 'u2', ownBetRoundIds: ['R1'] });
  });

  it('adds a newcomer and drops a member who left, with the count of players who have bet', () => {
    const client = cached();
    applyLobbyDelta(
      client,
      delta({ roundId: 'R1', bets: [{ userId: 'u1', chips: 90, inPlay: 10, betsPlaced: 1 }] }),
    );
    applyLobbyDelta(
      client,
      delta({
        joined: [
          {
            member: { user: user('u3'), role: 'player', chips: 100, eliminated: false },
            entry: { user: user('u3'), chips: 100, inPlay: 0, betsPlaced: 0, betsSettled: 0, betsWon: 0 },
          },
        ],
        left: ['u1'],
      }),
    );
    const { details } = detailsOf(client);
    expect(details.users.map((row) => row.user._id)).toEqual(['u2', 'u3']);
    expect(details.betPlacedBy).toEqual([]);
    const board = client.getQueryData<LeaderboardEntry[]>(gameKeys.leaderboard(L))!;
    expect(board.map((row) => row.user._id)).toEqual(['u2', 'u3']);
  });

  it('asks to read the details again when a read of them was on its way (its answer may predate the change)', async () => {
    const client = cached();
    let answer!: (value: unknown) => void;
    void client.fetchQuery({
      queryKey: gameKeys.details(L),
      queryFn: () => new Promise((r) => (answer = r)),
    });
    const { readAgain } = applyLobbyDelta(client, delta({ left: ['u1'] }));
    expect(readAgain).toEqual([gameKeys.details(L)]);
    answer({ details: makeLobbyDetails(), offsetMs: 0 });
  });

  it('leaves a lobby it has not cached alone', () => {
    const client = new QueryClient();
    expect(applyLobbyDelta(client, delta({ left: ['u1'] })).viewer).toBeNull();
    expect(client.getQueryData(gameKeys.leaderboard(L))).toBeUndefined();
  });
});
