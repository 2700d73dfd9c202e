import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createMatchAs } from '../../../test/kits/create-match-as';
import { insertPlayedBet } from '../../../test/kits/insert-played-bet';
import { createTestWorld } from '../../../test/world';
import { odds } from '../../db/schema';

describe('admin odds', () => {
  const world = createTestWorld({ seed: true });
  let matchId: string;
  let halfId: string;
  beforeAll(async () => {
    const created = await createMatchAs(world.as('admin'));
    matchId = created.match._id;
    halfId = created.halfs[0]!._id;
  });

  const { call } = world.as('admin');
  const createOdds = (body: object) =>
    call('POST', '/api/admin/game/create-odds', {
      matchId,
      name: 'Shot over 0.5',
      threshold: 0.5,
      oddsValue: 2,
      eventType: 'Shot',
      betType: 'over',
      ...body,
    });

  it('creates odds, naming them "eventType betType threshold" when no name is given', async () => {
    const res = await createOdds({ name: undefined, threshold: 3.5, betType: 'under', oddsValue: 1.25 });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.odds).toMatchObject({
      match: matchId,
      eventType: 'Shot',
      betType: 'under',
      threshold: 3.5,
      odds: 1.25,
      name: 'Shot under 3.5',
    });
    const list = await call('GET', `/api/admin/odds/match/${matchId}`);
    expect(list.json().data.odds.map((o: { _id: string }) => o._id)).toContain(res.json().data.odds._id);
  });

  it('refuses a bet type other than over or under, a negative threshold and odds below 1', async () => {
    const betType = await createOdds({ betType: 'exactly' });
    expect(betType.statusCode).toBe(400);
    expect(betType.json().error).toBe('body.betType: must be over or under');
    const threshold = await createOdds({ threshold: -0.5 });
    expect(threshold.statusCode).toBe(400);
    expect(threshold.json().error).toBe('body.threshold: Threshold must be at least 0');
    const value = await createOdds({ oddsValue: 0.99 });
    expect(value.statusCode).toBe(400);
    expect(value.json().error).toBe('body.oddsValue: Odds value must be at least 1');
    const type = await createOdds({ eventType: 'Unicorn' });
    expect(type.statusCode).toBe(400);
    expect(type.json().error).toMatch(/^body.eventType: there is no event type "Unicorn"/);
  });

  it('refuses a second odd with the same event type, bet type and threshold', async () => {
    expect((await createOdds({ threshold: 7.5 })).statusCode).toBe(200);
    const twin = await createOdds({ threshold: 7.5, oddsValue: 3 });
    expect(twin.statusCode).toBe(409);
    expect(twin.json().error).toBe('Shot already has an over odd at threshold 7.5');
  });

  it('upserts through POST /odds: a temp_ id creates, a saved id updates', async () => {
    const created = await call('POST', '/api/admin/odds', {
      _id: 'temp_abc',
      match: matchId,
      eventType: 'Card',
      betType: 'over',
      threshold: 0.5,
      odds: 1.8,
    });
    expect(created.statusCode).toBe(200);
    const odd = created.json().data.odds;
    expect(odd).toMatchObject({ eventType: 'Card', name: 'Card over 0.5' });
    const updated = await call('POST', '/api/admin/odds', { ...odd, threshold: 1.5, odds: 2.4 });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().data.odds).toMatchObject({ _id: odd._id, threshold: 1.5, odds: 2.4 });
    const viaId = await call('PUT', `/api/admin/odds/${odd._id}`, {
      match: matchId,
      eventType: 'Card',
      betType: 'over',
      threshold: 1.5,
      odds: 3,
    });
    expect(viaId.json().data.odds.odds).toBe(3);
    const other = await call('POST', '/api/admin/odds', {
      _id: '00000000-0000-4000-8000-000000000000',
      match: matchId,
      eventType: 'Card',
      betType: 'over',
      threshold: 9.5,
      odds: 2,
    });
    expect(other.statusCode).toBe(404);
  });

  it('adds the event type of a new odd to the match when it was not on its list', async () => {
    await call('DELETE', `/api/admin/match/${matchId}/event-types/Offside`);
    expect((await createOdds({ eventType: 'offside' })).json().data.odds.eventType).toBe('Offside');
    const types = (await call('GET', `/api/admin/match/${matchId}/event-types`)).json().data.eventTypes;
    expect(types.at(-1).name).toBe('Offside');
  });

  it('deletes an odd for good, or only marks it deleted when bets were placed on it', async () => {
    const free = (await createOdds({ threshold: 11.5 })).json().data.odds;
    expect((await call('DELETE', `/api/admin/odds/${free._id}`)).statusCode).toBe(204);
    expect(await world.app.db.select().from(odds).where(eq(odds.id, free._id))).toEqual([]);

    const played = (await createOdds({ threshold: 12.5 })).json().data.odds;
    const round = (
      await call('POST', '/api/admin/game/create-round', {
        halfId,
        roundNumber: 1,
        startMinute: 0,
        endMinute: 9,
      })
    ).json().data.round;
    await insertPlayedBet(world, { matchId, roundId: round._id, oddId: played._id });
    expect((await call('DELETE', `/api/admin/odds/${played._id}`)).statusCode).toBe(204);
    const [row] = await world.app.db.select().from(odds).where(eq(odds.id, played._id));
    expect(row?.deletedAt).not.toBeNull();
    const list = (await call('GET', `/api/admin/odds?match=${matchId}`)).json().data as { _id: string }[];
    expect(list.map((o) => o._id)).not.toContain(played._id);
    expect((await call('DELETE', `/api/admin/odds/${played._id}`)).statusCode).toBe(404);
  });
});
