import type { LobbyDetails } from '@kickchips/core';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { atMinute, createBettingWorld } from '../../../test/kits/betting-world';
import type { TestUser } from '../../../test/world';
import { lobbyUsers, matches, odds } from '../../db/schema';

describe('hot reads: lobby details and match reads from memory', () => {
  const w = createBettingWorld({ enableBetChipCards: false });
  let alice: TestUser;
  let bob: TestUser;

  const details = async (user: TestUser): Promise<LobbyDetails> => {
    const res = await w.get(user, `/api/app/game/lobby-details/${w.lobby.id}`);
    expect(res.statusCode).toBe(200);
    return res.json().data;
  };
  const chipsOf = (data: LobbyDetails, user: TestUser) =>
    data.users.find((u) => u.user._id === user.id)?.chips;
  /** The database queries `run` makes, counted at the driver (PGlite client or pg pool). */
  const queriesDuring = async <T>(run: () => Promise<T>): Promise<{ result: T; queries: number }> => {
    const client = (w.app.db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
    const spy = vi.spyOn(client, 'query');
    try {
      const result = await run();
      return { result, queries: spy.mock.calls.length };
    } finally {
      spy.mockRestore();
    }
  };
  /**
   * Waits until every notice published so far has come back (on PostgreSQL they return through
   * LISTEN, in order, a moment later), so that none lands inside a counted read.
   */
  const drainNotices = async () => {
    const marker = new Promise<void>((resolve) => {
      const stop = w.app.notifier.subscribe((message) => {
        if (message.type !== 'lobbies.changed') return;
        stop();
        resolve();
      });
    });
    await w.app.notifier.publish({ type: 'lobbies.changed' });
    await marker;
  };
  const setChips = (user: TestUser, chips: number) =>
    w.app.db
      .update(lobbyUsers)
      .set({ chips })
      .where(and(eq(lobbyUsers.lobbyId, w.lobby.id), eq(lobbyUsers.userId, user.id)));

  beforeAll(async () => {
    alice = await w.member(100);
    bob = await w.member(100);
  });

  it('serves a repeated read, by any member, without a database query', async () => {
    await details(alice);
    await details(bob);
    await drainNotices();
    const { result, queries } = await queriesDuring(async () => [await details(alice), await details(bob)]);
    expect(queries).toBe(0);
    expect(result[0]!.currentUser).toMatchObject({ _id: alice.id, chips: 100 });
    expect(result[1]!.currentUser).toMatchObject({ _id: bob.id, chips: 100 });
  });

  it('shares one load among the players who read at once after a change', async () => {
    await w.app.notices.publish([{ type: 'lobby.changed', lobbyId: w.lobby.id }]);
    await w.app.notices.publish([{ type: 'match.changed', matchId: w.match.id }]);
    await drainNotices();
    const one = await queriesDuring(() => details(alice));
    expect(one.queries).toBeGreaterThan(0);
    await w.app.notices.publish([{ type: 'lobby.changed', lobbyId: w.lobby.id }]);
    await w.app.notices.publish([{ type: 'match.changed', matchId: w.match.id }]);
    await drainNotices();
    const burst = await queriesDuring(() =>
      Promise.all(Array.from({ length: 20 }, (_, i) => details(i % 2 === 0 ? alice : bob))),
    );
    expect(burst.queries).toBe(one.queries);
  });

  it('reads the lobby again on lobby.changed', async () => {
    await details(alice);
    await setChips(alice, 77);
    // changed without a notice: memory still answers
    expect(chipsOf(await details(bob), alice)).toBe(100);
    await w.app.notices.publish([{ type: 'lobby.changed', lobbyId: w.lobby.id }]);
    expect(chipsOf(await details(bob), alice)).toBe(77);
    expect((await details(alice)).currentUser.chips).toBe(77);
    await setChips(alice, 100);
    await w.app.notices.publish([{ type: 'lobby.changed', lobbyId: w.lobby.id }]);
  });

  it('reads the match again on match.changed and match.event, and the lobbies on it on round.settled', async () => {
    await details(alice);
    await w.app.db.update(matches).set({ homeTeam: 'Renamed FC' }).where(eq(matches.id, w.match.id));
    expect((await details(alice)).match.homeTeam).toBe('Home FC');
    await w.app.notices.publish([{ type: 'match.changed', matchId: w.match.id }]);
    expect((await details(alice)).match.homeTeam).toBe('Renamed FC');

    await w.app.db.update(matches).set({ homeTeam: 'Home FC' }).where(eq(matches.id, w.match.id));
    await w.app.notices.publish([{ type: 'match.event', matchId: w.match.id }]);
    expect((await details(alice)).match.homeTeam).toBe('Home FC');

    await setChips(bob, 140);
    expect(chipsOf(await details(alice), bob)).toBe(100);
    await w.app.notices.publish([{ type: 'round.settled', matchId: w.match.id, roundId: w.rounds[0]!.id }]);
    expect(chipsOf(await details(alice), bob)).toBe(140);
    await setChips(bob, 100);
    await w.app.notices.publish([{ type: 'lobby.changed', lobbyId: w.lobby.id }]);
  });

  it('shows a bet placed in the next lobby details, to the bettor and to the others', async () => {
    const before = await details(bob);
    expect(before.nextBettableRoundId).toBe(w.rounds[0]!.id);
    const res = await w.placeBet(alice, { roundId: w.rounds[0]!.id, stake: 10 });
    expect(res.statusCode).toBe(200);
    const mine = await details(alice);
    expect(mine.currentUser.chips).toBe(90);
    const theirs = await details(bob);
    expect(chipsOf(theirs, alice)).toBe(90);
    expect(theirs.leaderboard.find((entry) => entry.user._id === alice.id)?.betsPlaced).toBe(1);
  });

  it("applies a bet's lobby.delta to memory: the next reads show it without reading the lobby again", async () => {
    await details(bob);
    await drainNotices();
    const res = await w.placeBet(bob, { roundId: w.rounds[0]!.id, stake: 20 });
    expect(res.statusCode).toBe(200);
    await drainNotices();
    const client = (w.app.db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
    const spy = vi.spyOn(client, 'query');
    const result = await details(alice).finally(() => spy.mockRestore());
    // the match may have outlived its few seconds in memory on a busy machine; the lobby is the point
    const lobbyReads = spy.mock.calls.filter((args) => JSON.stringify(args[0]).includes('lobby_users'));
    expect(lobbyReads).toEqual([]);
    expect(result.betPlacedBy).toEqual(expect.arrayContaining([alice.id, bob.id]));
    expect(chipsOf(result, bob)).toBe(80);
    const entry = result.leaderboard.find((row) => row.user._id === bob.id);
    expect(entry).toMatchObject({ chips: 80, inPlay: 20, betsPlaced: 1 });
  });

  it('lets in a member memory does not know yet, and still refuses a stranger', async () => {
    await details(alice);
    // joined without a notice, as through another instance whose notice has not arrived
    const newcomer = await w.member(100);
    const res = await w.get(newcomer, `/api/app/game/lobby-details/${w.lobby.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.currentUser).toMatchObject({ _id: newcomer.id, chips: 100 });
    expect(chipsOf(await details(alice), newcomer)).toBe(100);

    const stranger = await w.user();
    const refused = await w.get(stranger, `/api/app/game/lobby-details/${w.lobby.id}`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe('You are not a member of this lobby');
    // a stranger's look in the database leaves the members' memory alone
    expect((await queriesDuring(() => details(alice))).queries).toBe(0);
  });

  it('never freezes the clock: server time and round progress move on a cached read', async () => {
    await w.startHalf(1);
    w.clock.set(atMinute(3));
    await drainNotices();
    const early = await details(alice);
    w.clock.set(atMinute(6));
    const { result: later, queries } = await queriesDuring(() => details(alice));
    expect(queries).toBe(0);
    expect(Date.parse(later.serverTime) - Date.parse(early.serverTime)).toBe(3 * 60_000);
    expect(early.activeRounds[0]!.progress).toBeCloseTo(3 / 9, 5);
    expect(later.activeRounds[0]!.progress).toBeCloseTo(6 / 9, 5);
  });

  it("serves a match's odds and halves from memory, and forgets them on match.changed", async () => {
    const oddsUrl = `/api/app/odds/match/${w.match.id}`;
    const halvesUrl = `/api/app/match-half/match/${w.match.id}`;
    const first = await w.get(alice, oddsUrl);
    expect(first.statusCode).toBe(200);
    const count = first.json().data.odds.length;
    await drainNotices();
    const { result, queries } = await queriesDuring(async () => [
      await w.get(alice, oddsUrl),
      await w.get(alice, halvesUrl),
    ]);
    expect(queries).toBe(0);
    expect(result[0]!.json().data.odds).toHaveLength(count);
    expect(result[1]!.json().data.matchHalfs.map((h: { status: string }) => h.status)).toEqual([
      'active',
      'upcoming',
    ]);

    const dropped = w.odd('Corner', 'under').id;
    await w.app.db.update(odds).set({ deletedAt: new Date() }).where(eq(odds.id, dropped));
    await w.app.notices.publish([{ type: 'match.changed', matchId: w.match.id }]);
    const after = (await w.get(alice, oddsUrl)).json().data.odds.map((odd: { _id: string }) => odd._id);
    expect(after).toHaveLength(count - 1);
    expect(after).not.toContain(dropped);

    await w.app.db.update(matches).set({ deletedAt: new Date() }).where(eq(matches.id, w.match.id));
    await w.app.notices.publish([{ type: 'match.changed', matchId: w.match.id }]);
    expect((await w.get(alice, halvesUrl)).statusCode).toBe(404);
  });
});
