import { beforeAll, describe, expect, it } from 'vitest';
import { atMinute, createBettingWorld } from '../../../test/kits/betting-world';
import { chipsOf } from '../../../test/kits/engine-world';
import { insertLobby, insertLobbyUser, type TestUser } from '../../../test/world';
import { postLedgerEntry } from '../ledger';

describe('bets, competitor bets, leaderboard and penalties', () => {
  const w = createBettingWorld({ enableBetChipCards: false });
  let a: TestUser;
  let b: TestUser;
  let idle: TestUser;
  const round = (n: number) => w.rounds[n - 1]!.id;
  const betsOf = async (user: TestUser, includeAll = false) => {
    const res = await w.get(
      user,
      `/api/app/user-bet/all?lobbyId=${w.lobby.id}${includeAll ? '&includeAll=true' : ''}`,
    );
    expect(res.statusCode).toBe(200);
    return res.json().data.bets as { user: { _id: string }; matchRound: { roundNumber: number } }[];
  };
  const seen = (list: Awaited<ReturnType<typeof betsOf>>) =>
    list.map((bet) => `${bet.user._id === a.id ? 'a' : 'b'}${bet.matchRound.roundNumber}`).sort();
  const competitors = (user: TestUser, roundId: string, lobbyId = w.lobby.id) =>
    w.get(user, `/api/app/game/competitor-bets/${roundId}?lobbyId=${lobbyId}`);
  const penalty = (user: TestUser, roundId: string) =>
    w.app.inject({
      method: 'POST',
      url: '/api/app/game/apply-inactivity-penalty',
      headers: user.headers,
      payload: { lobbyId: w.lobby.id, matchRoundId: roundId },
    });

  beforeAll(async () => {
    a = await w.member();
    b = await w.member();
    idle = await w.member();
    expect((await w.placeBet(a, { roundId: round(1), stake: 10 })).statusCode).toBe(200);
    expect((await w.placeBet(b, { roundId: round(1), stake: 20 })).statusCode).toBe(200);
  });

  it("shows the caller's own bets, and nobody's bets of a round that has not started", async () => {
    expect(seen(await betsOf(a))).toEqual(['a1']);
    expect(seen(await betsOf(a, true))).toEqual(['a1']);
    const early = await competitors(a, round(1));
    expect(early.statusCode).toBe(400);
    expect(early.json().error).toBe('Competitor bets are shown only for rounds that have started');
  });

  it('applies no penalty before it is due', async () => {
    const res = await penalty(a, round(1));
    expect(res.statusCode).toBe(200);
    expect(res.json().data.penalizedUsers).toEqual([]);
    expect(await chipsOf(w.app, w.lobby.id, idle.id)).toBe(100);
  });

  it('applies a due penalty from the server clock once, however often it is asked', async () => {
    await w.startHalf(1);
    w.clock.set(atMinute(1));
    const first = await penalty(a, round(1));
    expect(first.statusCode).toBe(200);
    expect(first.json().data.penalizedUsers).toEqual([{ user: { _id: idle.id }, amount: 5 }]);
    const again = await penalty(b, round(1));
    expect(again.json().data.penalizedUsers).toEqual([{ user: { _id: idle.id }, amount: 5 }]);
    await w.app.engine.tick();
    expect(await chipsOf(w.app, w.lobby.id, idle.id)).toBe(95);
    expect((await penalty(a, round(2))).json().data.penalizedUsers).toEqual([]);
    expect(await chipsOf(w.app, w.lobby.id, idle.id)).toBe(95);
  });

  it('shows started rounds to everyone but never the round taking bets', async () => {
    expect((await w.placeBet(a, { roundId: round(2), stake: 10 })).statusCode).toBe(200);
    expect(seen(await betsOf(b, true))).toEqual(['a1', 'b1']);
    expect(seen(await betsOf(a, true))).toEqual(['a1', 'a2', 'b1']);
    const started = await competitors(b, round(1));
    expect(started.statusCode).toBe(200);
    expect(seen(started.json().data.bets)).toEqual(['a1']);
    const upcoming = await competitors(b, round(2));
    expect(upcoming.statusCode).toBe(400);
  });

  it('refuses competitor bets in a blind lobby', async () => {
    const blind = await insertLobby(w.app.db, w.match.id, a.id, { showCompetitorBets: false });
    await insertLobbyUser(w.app.db, blind.id, a.id);
    await insertLobbyUser(w.app.db, blind.id, b.id);
    await w.app.db.transaction((tx) =>
      postLedgerEntry(tx, { lobbyId: blind.id, userId: b.id, delta: 100, kind: 'start' }),
    );
    expect((await w.placeBet(b, { lobbyId: blind.id, roundId: round(2), stake: 10 })).statusCode).toBe(200);
    const res = await competitors(a, round(1), blind.id);
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe('Competitor bets are hidden in this lobby');
    w.clock.set(atMinute(10));
    const all = await w.get(a, `/api/app/user-bet/all?lobbyId=${blind.id}&includeAll=true`);
    expect(all.json().data.bets).toEqual([]);
    w.clock.set(atMinute(1));
  });

  it('ranks the lobby on chips + inPlay: stakes in play are not losses (game-rules 12)', async () => {
    const res = await w.get(a, `/api/app/game/leaderboard/${w.lobby.id}`);
    expect(res.statusCode).toBe(200);
    type Row = { user: { _id: string }; chips: number; inPlay: number; betsSettled: number; rank: number };
    const board = res.json().data.leaderboard as Row[];
    expect(board.map((row) => [row.chips, row.inPlay, row.betsSettled, row.rank])).toEqual([
      [80, 20, 0, 1],
      [80, 20, 0, 1],
      [95, 0, 0, 3],
    ]);
    expect(board[2]!.user._id).toBe(idle.id);
    expect(
      board
        .slice(0, 2)
        .map((row) => row.user._id)
        .sort(),
    ).toEqual([a.id, b.id].sort());
  });

  it('refuses the reads to non-members and bad ids', async () => {
    const outsider = await w.member();
    const other = await insertLobby(w.app.db, w.match.id, a.id);
    expect((await w.get(outsider, `/api/app/user-bet/all?lobbyId=${other.id}`)).statusCode).toBe(403);
    const bad = await w.get(a, '/api/app/user-bet/all?lobbyId=nope');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toContain('lobbyId');
  });
});
