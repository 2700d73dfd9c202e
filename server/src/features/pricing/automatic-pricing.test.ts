import { and, eq, isNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertPlayers, TEST_START } from '../../../test/kits/engine-world';
import { createTestWorld, insertMatch, insertMatchEventTypes } from '../../../test/world';
import { matches, odds } from '../../db/schema';
import { ManualClock } from '../clock';

const KICK_OFF = Date.UTC(2026, 0, 1, 12, 1, 0);
const minute = (m: number) => KICK_OFF + m * 60_000;

describe('automatic pricing on the game clock', () => {
  const clock = new ManualClock(TEST_START);
  const world = createTestWorld({ clock });
  let matchId: string;
  let rounds: { id: string }[];
  let admin: Awaited<ReturnType<typeof world.user>>;
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, body?: object) =>
    world.as(admin).call(method, url, body);
  const lines = async () =>
    world.app.db
      .select()
      .from(odds)
      .where(and(eq(odds.matchId, matchId), isNull(odds.deletedAt)));
  const line = async (eventType: string, betType: string, threshold: number) =>
    (await lines()).find(
      (l) => l.eventType === eventType && l.betType === betType && l.threshold === threshold && !l.team,
    );
  const pricedRound = async () =>
    (await world.app.db.select().from(matches).where(eq(matches.id, matchId)))[0]!.pricedRoundId;

  beforeAll(async () => {
    admin = await world.user({ role: 'admin' });
    const fixture = await insertMatch(world.app.db, { eventTypes: [], autoPricing: true });
    matchId = fixture.match.id;
    rounds = fixture.rounds;
    await insertMatchEventTypes(world.app.db, matchId, ['Corner', 'Throw', 'Penalty', 'Goal']);
  });

  it("prices the next round's lines on the first tick, offering only those worth a bet", async () => {
    await world.app.engine.tick();
    expect(await pricedRound()).toBe(rounds[0]!.id);
    const all = await lines();
    expect(all.length).toBeGreaterThan(0);
    for (const l of all) {
      expect(l.pinned).toBe(false);
      expect(l.offered).toBe(true);
      expect(l.chance!).toBeGreaterThanOrEqual(0.05);
      expect(l.chance!).toBeLessThanOrEqual(0.95);
      expect(l.chance! * l.odds).toBeLessThanOrEqual(1 / 1.06 + 1e-9);
    }
    // a penalty in 9 minutes is too rare to price either side
    expect(all.some((l) => l.eventType === 'Penalty')).toBe(false);
    expect(new Set(all.map((l) => l.eventType))).toEqual(new Set(['Corner', 'Throw', 'Goal']));
  });

  it('does nothing more while the next round stays the same', async () => {
    const before = await lines();
    await world.app.engine.tick();
    expect(await lines()).toEqual(before);
  });

  it('moves the prices on once a round starts, from what the match has shown, keeping the old price', async () => {
    await call('POST', '/api/admin/game/start-half-1', { matchId });
    clock.set(minute(1));
    for (let i = 0; i < 6; i++) {
      const res = await call('POST', '/api/admin/event', { match: matchId, eventType: 'Corner' });
      expect(res.statusCode).toBe(200);
    }
    const before = await line('Corner', 'over', 1.5);
    clock.set(minute(9));
    await world.app.engine.tick();
    expect(await pricedRound()).toBe(rounds[2]!.id);
    const after = await line('Corner', 'over', 1.5);
    // six corners in the first nine minutes: corners are more likely from here on
    expect(after!.chance!).toBeGreaterThan(before!.chance!);
    expect(after!.odds).toBeLessThan(before!.odds);
    expect(after!.previousOdds).toBe(before!.odds);
  });

  it("leaves an admin's price alone (pinned) and prices the line again once unpinned", async () => {
    const throwLine = (await line('Throw', 'over', 3.5))!;
    const saved = await call('POST', '/api/admin/odds', {
      _id: throwLine.id,
      match: matchId,
      eventType: 'Throw',
      betType: 'over',
      threshold: 3.5,
      odds: 5,
    });
    expect(saved.statusCode).toBe(200);
    clock.set(minute(18));
    await world.app.engine.tick();
    expect(await line('Throw', 'over', 3.5)).toMatchObject({ pinned: true, odds: 5 });
    const unpinned = await call('POST', `/api/admin/odds/${throwLine.id}/unpin`);
    expect(unpinned.statusCode).toBe(200);
    expect(unpinned.json().data.odds).toMatchObject({ pinned: false });
    await world.app.engine.tick();
    const repriced = (await line('Throw', 'over', 3.5))!;
    expect(repriced.pinned).toBe(false);
    expect(repriced.odds).toBeLessThan(5);
  });

  it('refuses a bet at a price that has moved, naming the new one, and takes it at the price shown', async () => {
    const { lobby, players } = await insertPlayers(world, matchId, 1);
    const cornerLine = (await line('Corner', 'over', 1.5))!;
    const nextRound = await pricedRound();
    const bet = (oddsValue?: number) =>
      world.as(players[0]!).call('POST', '/api/app/game/place-bet', {
        lobbyId: lobby.id,
        oddsId: cornerLine.id,
        matchRoundId: nextRound,
        stake: 5,
        ...(oddsValue === undefined ? {} : { oddsValue }),
      });
    const stale = await bet(cornerLine.odds + 0.5);
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      error: `The price changed to x${cornerLine.odds}. Confirm to bet at the new price.`,
      detail: { odds: cornerLine.odds, oddsId: cornerLine.id },
    });
    const placed = await bet(cornerLine.odds);
    expect(placed.statusCode).toBe(200);
    expect(placed.json().data.bet.odds.odds).toBe(cornerLine.odds);
  });

  it('refuses a bet on a line the round does not offer', async () => {
    const { lobby, players } = await insertPlayers(world, matchId, 1);
    const withdrawn = (await lines()).find((l) => !l.offered);
    const target = withdrawn ?? (await lines())[0]!;
    await world.app.db.update(odds).set({ offered: false }).where(eq(odds.id, target.id));
    const res = await world.as(players[0]!).call('POST', '/api/app/game/place-bet', {
      lobbyId: lobby.id,
      oddsId: target.id,
      matchRoundId: await pricedRound(),
      stake: 5,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('That line is not offered for this round');
  });

  it("switched off, keeps each offered line at its last price as the admin's and withdraws the rest", async () => {
    const bad = await call('PUT', `/api/admin/match/${matchId}/pricing`, { priceMargin: 0.9 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toContain('priceMargin');
    const offeredBefore = (await lines()).filter((l) => l.offered);
    const res = await call('PUT', `/api/admin/match/${matchId}/pricing`, { autoPricing: false });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ autoPricing: false, priceMargin: 0.06, teamLines: true });
    const after = await lines();
    expect(after.every((l) => l.pinned && l.offered)).toBe(true);
    expect(after.map((l) => l.id).sort()).toEqual(offeredBefore.map((l) => l.id).sort());
    clock.set(minute(27));
    await world.app.engine.tick();
    expect((await lines()).map((l) => l.odds)).toEqual(after.map((l) => l.odds));
  });
});
