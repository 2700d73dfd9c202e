import { correctionPreviewText } from '@kickchips/core';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { chipsOf, createEngineWorld, insertPlayers } from '../../../test/kits/engine-world';
import type { TestUser } from '../../../test/world';
import { auditLog, bets, lobbies, odds } from '../../db/schema';
import { ledgerMismatches } from '../ledger';

const KICK_OFF = Date.UTC(2026, 0, 1, 12, 1, 0);
const minute = (m: number) => KICK_OFF + m * 60_000;

/**
 * Sam's case (issue 37, game-rules 16): Sam stakes all 100 chips on Goal OVER 0.5 at 3.84, a goal
 * is recorded, round 1 settles (384 chips), he stakes 100 on round 3, then the admin deletes the
 * goal. Ann had bet the goal would not come (50 at 2), Bo followed Sam with 20 and then staked 100
 * of his winnings. Every one of them stands as if the goal had never been recorded.
 */
describe("a correction never creates chips: Sam's case", () => {
  const world = createEngineWorld();
  let lobbyId: string;
  let sam: TestUser;
  let ann: TestUser;
  let bo: TestUser;
  const r = (n: number) => world.rounds[n - 1]!.id;
  const chips = () => Promise.all([sam, ann, bo].map((user) => chipsOf(world.app, lobbyId, user.id)));
  const place = async (
    user: TestUser,
    eventType: string,
    betType: 'over' | 'under',
    round: number,
    stake: number,
  ) => {
    const res = await world.as(user).call('POST', '/api/app/game/place-bet', {
      lobbyId,
      oddsId: world.odd(eventType, betType).id,
      matchRoundId: r(round),
      stake,
    });
    expect(res.statusCode, res.body).toBe(200);
  };
  const betOf = async (user: TestUser, round: number) =>
    (
      await world.app.db
        .select()
        .from(bets)
        .where(and(eq(bets.lobbyId, lobbyId), eq(bets.userId, user.id), eq(bets.roundId, r(round))))
    )[0]!;

  beforeAll(async () => {
    const { lobby, players } = await insertPlayers(world, world.match.id, 3, { inactivityPenalty: 0 });
    lobbyId = lobby.id;
    [sam, ann, bo] = players as [TestUser, TestUser, TestUser];
    await world.app.db
      .update(odds)
      .set({ odds: 3.84 })
      .where(eq(odds.id, world.odd('Goal', 'over').id));
    await place(sam, 'Goal', 'over', 1, 100);
    await place(ann, 'Goal', 'under', 1, 50);
    await place(bo, 'Goal', 'over', 1, 20);
    await world.call('POST', '/api/admin/game/start-half-1', { matchId: world.match.id });
    world.clock.set(KICK_OFF);
    await world.app.engine.tick();
    world.clock.set(minute(3));
    await world.call('POST', '/api/admin/event', { match: world.match.id, eventType: 'Goal' });
    world.clock.set(minute(9));
    await world.app.engine.tick();
  });

  it('pays the goal at first: Sam 384, Ann nothing, Bo 76', async () => {
    expect(await chips()).toEqual([384, 50, 156]);
    world.clock.set(minute(9.5));
    await place(sam, 'Corner', 'over', 3, 100);
    await place(ann, 'Corner', 'under', 3, 50);
    await place(bo, 'Corner', 'over', 3, 100);
    expect(await chips()).toEqual([284, 0, 56]);
  });

  it("the admin's preview says what deleting the goal will do, and changes nothing", async () => {
    world.clock.set(minute(10));
    const [goal] = (await world.call('GET', `/api/admin/event?matchId=${world.match.id}`)).json().data.events;
    const res = await world.call('GET', `/api/admin/event/${goal._id}/correction-preview`);
    expect(res.statusCode).toBe(200);
    const { preview } = res.json().data;
    expect(preview.roundNumber).toBe(1);
    expect(preview.effects).toHaveLength(3);
    expect(preview.effects).toEqual(
      expect.arrayContaining([
        { name: sam.name, chips: -284, voidedBets: 1, restoredBets: 0 },
        { name: ann.name, chips: 100, voidedBets: 0, restoredBets: 0 },
        { name: bo.name, chips: 24, voidedBets: 1, restoredBets: 0 },
      ]),
    );
    const samEffect = preview.effects.find((effect: { name: string }) => effect.name === sam.name);
    expect(correctionPreviewText('Undoing this goal', [samEffect])).toBe(
      `Undoing this goal takes 284 chips from ${sam.name} and voids 1 later bet of theirs`,
    );
    // giving it to a team it would not change the count: nobody's chips move
    const team = await world.call('GET', `/api/admin/event/${goal._id}/correction-preview?team=home`);
    expect(team.json().data.preview).toEqual({ roundNumber: 1, effects: [] });
    const added = await world.call('POST', '/api/admin/event/correction-preview', {
      match: world.match.id,
      eventType: 'Goal',
      timeStamp: new Date(minute(4)).toISOString(),
    });
    expect(added.json().data.preview).toEqual({ roundNumber: 1, effects: [] });
    const live = await world.call('POST', '/api/admin/event/correction-preview', {
      match: world.match.id,
      eventType: 'Goal',
    });
    expect(live.json().data.preview).toEqual({ roundNumber: null, effects: [] });
    expect(await chips()).toEqual([284, 0, 56]);
  });

  it('deleting the goal leaves Sam on 0 and voids the bets nobody could have covered', async () => {
    const [goal] = (await world.call('GET', `/api/admin/event?matchId=${world.match.id}`)).json().data.events;
    expect((await world.call('DELETE', `/api/admin/event/delete-event/${goal._id}`)).statusCode).toBe(200);
    // Sam had 0 without the goal, Ann 150 (her 50 came back doubled), Bo 80
    expect(await chips()).toEqual([0, 100, 80]);
    const reason = 'Void: after a correction to round 1, your chips did not cover this stake';
    expect(await betOf(sam, 1)).toMatchObject({ status: 'lost', payout: 0 });
    expect(await betOf(sam, 3)).toMatchObject({ status: 'void', payout: 100, voidReason: reason });
    expect(await betOf(bo, 3)).toMatchObject({ status: 'void', payout: 100, voidReason: reason });
    expect(await betOf(ann, 1)).toMatchObject({ status: 'won', payout: 100 });
    expect(await betOf(ann, 3)).toMatchObject({ status: 'pending', voidReason: null });
    expect(await ledgerMismatches(world.app.db)).toEqual([]);
  });

  it('tells Sam why, once per bet', async () => {
    const { notifications } = (await world.as(sam).call('GET', '/api/app/notifications')).json().data;
    expect(notifications.map((n: { data: unknown }) => n.data)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ roundNumber: 1, oldOutcome: 'WON', newOutcome: 'LOST', chips: -384 }),
        expect.objectContaining({
          roundNumber: 1,
          betRoundNumber: 3,
          oldOutcome: 'PENDING',
          newOutcome: 'VOID',
          chips: 100,
          reason: 'Void: after a correction to round 1, your chips did not cover this stake',
        }),
      ]),
    );
    expect(notifications).toHaveLength(2);
  });

  it('settles the later round without the void bets: a corner wins nothing for Sam, and the standings follow', async () => {
    world.clock.set(minute(20));
    await world.call('POST', '/api/admin/event', { match: world.match.id, eventType: 'Corner' });
    world.clock.set(minute(27));
    await world.app.engine.tick();
    expect((await betOf(sam, 3)).status).toBe('void');
    expect((await betOf(ann, 3)).status).toBe('lost');
    expect(await chips()).toEqual([0, 100, 80]);
    const board = (await world.as(sam).call('GET', `/api/app/game/leaderboard/${lobbyId}`)).json().data
      .leaderboard as { userId?: string; _id?: string; chips: number; rank: number }[];
    expect(board.map((entry) => [entry.chips, entry.rank])).toEqual([
      [100, 1],
      [80, 2],
      [0, 3],
    ]);
    expect(await ledgerMismatches(world.app.db)).toEqual([]);
    const audits = await world.app.db.select({ detail: auditLog.detail }).from(auditLog);
    expect(JSON.stringify(audits)).not.toContain('shortfall');
  });

  it('finishes the match with Sam last on 0 chips: the final standings follow the correction', async () => {
    world.clock.set(minute(28));
    expect(
      (await world.call('POST', '/api/admin/game/end-match', { matchId: world.match.id })).statusCode,
    ).toBe(200);
    await world.app.engine.tick();
    await world.app.engine.tick();
    const [lobby] = await world.app.db.select().from(lobbies).where(eq(lobbies.id, lobbyId));
    const standings = lobby!.finalStandings as { user: { _id: string }; rank: number; chips: number }[];
    expect(standings.map((row) => [row.user._id, row.rank, row.chips])).toEqual([
      [ann.id, 1, 100],
      [bo.id, 2, 80],
      [sam.id, 3, 0],
    ]);
    expect(await ledgerMismatches(world.app.db)).toEqual([]);
  });

  it('a correction after the lobby finished restates its final standings: the corner undone, Ann wins round 3', async () => {
    const events = (await world.call('GET', `/api/admin/event?matchId=${world.match.id}`)).json().data.events;
    const corner = events.find((event: { eventType: string }) => event.eventType === 'Corner');
    expect((await world.call('DELETE', `/api/admin/event/delete-event/${corner._id}`)).statusCode).toBe(200);
    expect(await chips()).toEqual([0, 200, 80]);
    expect((await betOf(sam, 3)).status).toBe('void');
    const [lobby] = await world.app.db.select().from(lobbies).where(eq(lobbies.id, lobbyId));
    const standings = lobby!.finalStandings as { user: { _id: string }; rank: number; chips: number }[];
    expect(standings.map((row) => [row.user._id, row.rank, row.chips])).toEqual([
      [ann.id, 1, 200],
      [bo.id, 2, 80],
      [sam.id, 3, 0],
    ]);
    expect(await ledgerMismatches(world.app.db)).toEqual([]);
  });
});
