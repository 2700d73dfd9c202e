import { and, eq, isNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { TEST_START } from '../../../test/kits/engine-world';
import { createTestWorld, insertMatch, insertMatchEventTypes } from '../../../test/world';
import { odds } from '../../db/schema';
import { ManualClock } from '../clock';

const KICK_OFF = Date.UTC(2026, 0, 1, 12, 1, 0);
const minute = (m: number) => KICK_OFF + m * 60_000;
const MARGIN_RETURN = 1 / 1.06 + 1e-9;

type ApiOdd = {
  _id: string;
  eventType: string;
  betType: string;
  threshold: number;
  odds: number;
  pinned: boolean;
  offered: boolean;
  withdrawn: boolean;
  chance: number | null;
  fairPrice: number | null;
  returnPerChip: number | null;
};

/**
 * The admin's hand on automatic lines (issue 37 item 4, game-rules 20): a removed automatic line is
 * withdrawn and stays out of every repricing until offered again; moving an automatic line's terms
 * gives the new terms the model's price unless the admin typed one, and leaves the old terms
 * automatic; odds created on terms the game prices take the line over, pinned; and every line says
 * what its price is worth under the model.
 */
describe("the admin's hand on automatic lines", () => {
  const clock = new ManualClock(TEST_START);
  const world = createTestWorld({ clock });
  let matchId: string;
  let admin: Awaited<ReturnType<typeof world.user>>;
  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, body?: object) =>
    world.as(admin).call(method, url, body);
  const rows = async () =>
    world.app.db
      .select()
      .from(odds)
      .where(and(eq(odds.matchId, matchId), isNull(odds.deletedAt), isNull(odds.team)));
  const rowsOn = async (eventType: string, betType: string, threshold: number) =>
    (await rows()).filter(
      (l) => l.eventType === eventType && l.betType === betType && l.threshold === threshold,
    );
  const rowOn = async (eventType: string, betType: string, threshold: number) =>
    (await rowsOn(eventType, betType, threshold))[0];
  const adminOdds = async () =>
    (await call('GET', `/api/admin/odds/match/${matchId}`)).json().data.odds as ApiOdd[];
  const playerOddIds = async () =>
    ((await world.as(admin).call('GET', `/api/app/odds/match/${matchId}`)).json().data.odds as ApiOdd[]).map(
      (odd) => odd._id,
    );
  const save = (body: object) => call('POST', '/api/admin/odds', { match: matchId, ...body });
  /** Saves a line on other terms (side and threshold) at a price, as the odds editor does. */
  const move = (line: { id: string; eventType: string }, betType: string, threshold: number, odds: number) =>
    save({ _id: line.id, eventType: line.eventType, betType, threshold, odds });
  const tickAt = async (m: number) => {
    clock.set(minute(m));
    await world.app.engine.tick();
  };

  beforeAll(async () => {
    admin = await world.user({ role: 'admin' });
    const fixture = await insertMatch(world.app.db, { eventTypes: [], autoPricing: true });
    matchId = fixture.match.id;
    await insertMatchEventTypes(world.app.db, matchId, ['Goal', 'Corner', 'Card']);
    await world.app.engine.tick();
  });

  describe('removing an automatic line', () => {
    let withdrawnId: string;

    it('withdraws it: kept, not offered, listed as withdrawn, gone from the players', async () => {
      const goal = (await rowOn('Goal', 'over', 0.5))!;
      expect(goal).toMatchObject({ pinned: false, offered: true, withdrawn: false });
      withdrawnId = goal.id;
      expect((await call('DELETE', `/api/admin/odds/${goal.id}`)).statusCode).toBe(204);
      expect(await rowOn('Goal', 'over', 0.5)).toMatchObject({
        id: goal.id,
        pinned: false,
        offered: false,
        withdrawn: true,
        pricedRoundId: null,
      });
      expect((await adminOdds()).find((odd) => odd._id === goal.id)).toMatchObject({ withdrawn: true });
      expect(await playerOddIds()).not.toContain(goal.id);
    });

    it('stays out through three repricings, and is not added again', async () => {
      await call('POST', '/api/admin/game/start-half-1', { matchId });
      for (const m of [1, 9, 18]) {
        await tickAt(m);
        const lines = await rowsOn('Goal', 'over', 0.5);
        expect(lines).toHaveLength(1);
        expect(lines[0]).toMatchObject({ id: withdrawnId, offered: false, withdrawn: true });
        expect(await playerOddIds()).not.toContain(withdrawnId);
      }
    });

    it('offer again hands it back to the model, which prices and offers it at the next tick', async () => {
      const again = await call('POST', `/api/admin/odds/${withdrawnId}/offer-again`);
      expect(again.statusCode).toBe(200);
      expect(again.json().data.odds).toMatchObject({ _id: withdrawnId, withdrawn: false, pinned: false });
      await world.app.engine.tick();
      const line = (await rowOn('Goal', 'over', 0.5))!;
      expect(line).toMatchObject({ withdrawn: false, offered: true, pinned: false });
      expect(line.chance! * line.odds).toBeLessThanOrEqual(MARGIN_RETURN);
      expect(await playerOddIds()).toContain(withdrawnId);
      const twice = await call('POST', `/api/admin/odds/${withdrawnId}/offer-again`);
      expect(twice.statusCode).toBe(400);
      expect(twice.json().error).toBe('That line is not withdrawn');
    });
  });

  describe("editing an automatic line's terms", () => {
    it('moved at the price it had, the new terms get the model price and the old terms stay automatic', async () => {
      const under = (await rowOn('Goal', 'under', 0.5))!;
      expect(under.pinned).toBe(false);
      const moved = await move(under, 'under', 3.5, under.odds);
      expect(moved.statusCode).toBe(200);
      const answer = moved.json().data.odds as ApiOdd;
      expect(answer).toMatchObject({ betType: 'under', threshold: 3.5, pinned: false, offered: false });
      expect(answer._id).not.toBe(under.id);
      // not on offer before the model priced it
      expect(await playerOddIds()).not.toContain(answer._id);
      expect(await rowOn('Goal', 'under', 0.5)).toMatchObject({
        id: under.id,
        pinned: false,
        odds: under.odds,
      });
      await world.app.engine.tick();
      const priced = (await rowOn('Goal', 'under', 3.5))!;
      expect(priced.pinned).toBe(false);
      expect(priced.chance).not.toBeNull();
      // under 3.5 goals in a 9-minute round is all but certain: priced at 1, never a line worth offering
      expect(priced.chance!).toBeGreaterThan(0.99);
      expect(priced).toMatchObject({ odds: 1, offered: false });
      const old = (await rowOn('Goal', 'under', 0.5))!;
      expect(old).toMatchObject({ pinned: false, offered: true });
      expect(old.chance! * old.odds).toBeLessThanOrEqual(MARGIN_RETURN);
    });

    it('moved to the other side at its price, the side gets the model price', async () => {
      const over = (await rowOn('Corner', 'over', 1.5))!;
      const other = (await rowOn('Corner', 'under', 1.5))!;
      const moved = await move(over, 'under', 1.5, over.odds);
      expect(moved.statusCode).toBe(200);
      // the model's own line on those terms is the one taken over
      expect(moved.json().data.odds).toMatchObject({ _id: other.id, pinned: false, offered: false });
      await world.app.engine.tick();
      expect(await rowOn('Corner', 'under', 1.5)).toMatchObject({ pinned: false, offered: true });
      expect((await rowOn('Corner', 'under', 1.5))!.odds).not.toBe(over.odds);
      expect(await rowOn('Corner', 'over', 1.5)).toMatchObject({ id: over.id, pinned: false, offered: true });
    });

    it('moved with a price typed, the new terms are pinned at it and the old terms stay automatic', async () => {
      const over = (await rowOn('Card', 'over', 0.5))!;
      const moved = await move(over, 'over', 2.5, 7.5);
      expect(moved.statusCode).toBe(200);
      expect(moved.json().data.odds).toMatchObject({
        threshold: 2.5,
        odds: 7.5,
        pinned: true,
        offered: true,
      });
      await world.app.engine.tick();
      expect(await rowOn('Card', 'over', 2.5)).toMatchObject({ pinned: true, odds: 7.5 });
      expect(await rowOn('Card', 'over', 0.5)).toMatchObject({ id: over.id, pinned: false });
    });
  });

  describe('creating odds on terms the game prices', () => {
    const createOdds = (body: object) =>
      call('POST', '/api/admin/game/create-odds', { matchId, eventType: 'Corner', betType: 'over', ...body });

    it('takes the automatic line over, pinned at the value given (200, not 409)', async () => {
      const automatic = (await rows()).find((l) => l.eventType === 'Corner' && !l.pinned && l.offered)!;
      const res = await createOdds({
        betType: automatic.betType,
        threshold: automatic.threshold,
        oddsValue: 4.4,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().data.odds).toMatchObject({
        _id: automatic.id,
        pinned: true,
        offered: true,
        odds: 4.4,
      });
      await world.app.engine.tick();
      expect(await rowsOn('Corner', automatic.betType, automatic.threshold)).toEqual([
        expect.objectContaining({ id: automatic.id, pinned: true, odds: 4.4 }),
      ]);
    });

    it('takes a withdrawn line over through POST /odds too', async () => {
      const automatic = (await rows()).find((l) => l.eventType === 'Goal' && !l.pinned && l.offered)!;
      expect((await call('DELETE', `/api/admin/odds/${automatic.id}`)).statusCode).toBe(204);
      const { eventType, betType, threshold } = automatic;
      const res = await save({ _id: 'temp_x1', eventType, betType, threshold, odds: 3.3 });
      expect(res.statusCode).toBe(200);
      expect(res.json().data.odds).toMatchObject({
        _id: automatic.id,
        pinned: true,
        withdrawn: false,
        odds: 3.3,
      });
    });

    it("answers 409 only where the admin's own line stands on those terms", async () => {
      const pinned = (await rows()).find((l) => l.pinned)!;
      const res = await createOdds({
        eventType: pinned.eventType,
        betType: pinned.betType,
        threshold: pinned.threshold,
        oddsValue: 2,
      });
      expect(res.statusCode).toBe(409);
      expect(res.json().error).toBe(
        `${pinned.eventType} already has an ${pinned.betType} odd at threshold ${pinned.threshold}`,
      );
    });

    it("moves an admin's line onto terms the game prices by taking the automatic line over", async () => {
      const mine = (await createOdds({ threshold: 20.5, oddsValue: 50 })).json().data.odds as ApiOdd;
      const automatic = (await rows()).find((l) => l.eventType === 'Corner' && !l.pinned)!;
      const { eventType, betType, threshold } = automatic;
      const res = await save({ _id: mine._id, eventType, betType, threshold, odds: 6 });
      expect(res.statusCode).toBe(200);
      expect(res.json().data.odds).toMatchObject({ _id: automatic.id, pinned: true, odds: 6 });
      expect(await rowOn('Corner', 'over', 20.5)).toBeUndefined();
    });
  });

  it('gives each line its fair price and what a chip returns under the model, pinned lines too', async () => {
    const automatic = (await rows()).find((l) => !l.pinned && l.offered && l.chance! > 0.3)!;
    const { eventType, betType, threshold } = automatic;
    // pinned at twice the fair price: two chips back per chip staked
    const generous = Math.round((2 / automatic.chance!) * 100) / 100;
    expect(
      (await save({ _id: automatic.id, eventType, betType, threshold, odds: generous })).statusCode,
    ).toBe(200);
    await world.app.engine.tick();
    const listed = await adminOdds();
    const priced = listed.filter((odd) => odd.chance !== null && odd.chance > 0);
    expect(priced.length).toBeGreaterThan(0);
    for (const odd of priced) {
      expect(odd.fairPrice).toBeCloseTo(1 / odd.chance!, 10);
      expect(odd.returnPerChip).toBeCloseTo(odd.odds * odd.chance!, 10);
    }
    const pinned = listed.find((odd) => odd._id === automatic.id)!;
    expect(pinned).toMatchObject({ pinned: true, odds: generous });
    expect(pinned.returnPerChip!).toBeGreaterThan(1.9);
    const unpriced = (await createOddsWithoutChance()).json().data.odds as ApiOdd;
    expect(unpriced).toMatchObject({ chance: null, fairPrice: null, returnPerChip: null });
    expect((await call('GET', `/api/admin/odds/${unpriced._id}`)).json().data).toMatchObject({
      fairPrice: null,
      returnPerChip: null,
    });
  });

  /** A line the model has no data for (a custom event type) has no chance, so no fair price. */
  const createOddsWithoutChance = async () => {
    await call('POST', '/api/admin/game/create-event-type', { name: 'Dive' });
    return call('POST', '/api/admin/game/create-odds', {
      matchId,
      eventType: 'Dive',
      betType: 'over',
      threshold: 0.5,
      oddsValue: 2,
    });
  };
});
