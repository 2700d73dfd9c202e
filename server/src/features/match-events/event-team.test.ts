import type { PushMessage } from '@kickchips/core';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createEngineWorld } from '../../../test/kits/engine-world';
import { insertMatchEventTypes } from '../../../test/world';
import { auditLog, matchRounds } from '../../db/schema';

const KICK_OFF = Date.UTC(2026, 0, 1, 12, 1, 0);
const minute = (m: number) => KICK_OFF + m * 60_000;
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

describe('events name their team', () => {
  const world = createEngineWorld();
  const record = (payload: object) =>
    world.call('POST', '/api/admin/event', { match: world.match.id, ...payload });
  const correct = (id: string, payload: object) => world.call('PATCH', `/api/admin/event/${id}`, payload);
  const eventsShown = async () =>
    (await world.call('GET', `/api/admin/event?matchId=${world.match.id}`)).json().data.events;
  const roundRow = async () =>
    (await world.app.db.select().from(matchRounds).where(eq(matchRounds.id, world.rounds[0]!.id)))[0]!;

  beforeAll(async () => {
    await insertMatchEventTypes(world.app.db, world.match.id, ['Throw']);
    await world.call('POST', '/api/admin/game/start-half-1', { matchId: world.match.id });
  });

  it('stores the team of a recorded event and shows it; an event without one shows none', async () => {
    world.clock.set(minute(2));
    const goal = await record({ eventType: 'Goal', team: 'home' });
    expect(goal.statusCode, goal.body).toBe(200);
    expect(goal.json().data.event).toMatchObject({ eventType: 'Goal', team: 'home' });
    const plain = await record({ eventType: 'Corner' });
    expect(plain.json().data.event).not.toHaveProperty('team');
    // a team on a type without lines per team is kept all the same
    const thrown = await record({ eventType: 'Throw', team: 'away' });
    expect(thrown.json().data.event.team).toBe('away');

    const shown = await eventsShown();
    expect(shown.map((event: { eventType: string; team?: string }) => [event.eventType, event.team])).toEqual(
      expect.arrayContaining([
        ['Goal', 'home'],
        ['Corner', undefined],
        ['Throw', 'away'],
      ]),
    );
    expect(shown.find((event: { eventType: string }) => event.eventType === 'Corner')).not.toHaveProperty(
      'team',
    );
    const match = await world.call('GET', `/api/admin/match/${world.match.id}`);
    expect(match.json().data.score).toEqual({ home: 1, away: 0 });
  });

  it('refuses an unknown team with a 400 naming team, on recording and on correcting', async () => {
    const refused = await record({ eventType: 'Goal', team: 'visitors' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ status: 400, error: expect.stringContaining('team') });
    expect(refused.json().error).toContain('team must be home or away');

    const [goal] = await eventsShown();
    for (const body of [{ team: 'HOME' }, { team: null }, {}, { team: 'home', eventType: 'Corner' }]) {
      const res = await correct(goal._id, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error).toMatch(/team|eventType/);
    }
    expect((await correct(UNKNOWN, { team: 'home' })).statusCode).toBe(404);
  });

  it('corrects a team: audited, the score follows and match.event is published', async () => {
    world.clock.set(minute(3));
    const goal = (await record({ eventType: 'Goal' })).json().data.event;
    const spy = vi.spyOn(world.app.notices, 'publish');
    const res = await correct(goal._id, { team: 'away' });
    const published: PushMessage[] = spy.mock.calls.flatMap(([messages]) => [...messages]);
    spy.mockRestore();
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.event).toMatchObject({ _id: goal._id, eventType: 'Goal', team: 'away' });
    expect(published).toContainEqual({ type: 'match.event', matchId: world.match.id });
    const [audit] = await world.app.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.entity, 'event'), eq(auditLog.entityId, goal._id), eq(auditLog.action, 'update')),
      );
    expect(audit!.detail).toMatchObject({ team: { from: null, to: 'away' } });
    const match = await world.call('GET', `/api/admin/match/${world.match.id}`);
    expect(match.json().data.score).toEqual({ home: 1, away: 1 });

    // naming the team it has changes nothing and publishes nothing
    const again = vi.spyOn(world.app.notices, 'publish');
    expect((await correct(goal._id, { team: 'away' })).statusCode).toBe(200);
    expect(again).not.toHaveBeenCalled();
    again.mockRestore();
  });

  it('re-settles a finished round when an event of it gets another team, like any correction', async () => {
    world.clock.set(minute(9) + 1_000);
    await world.app.engine.tick();
    const settled = await roundRow();
    expect(settled.status).toBe('finished');
    expect(settled.settledVersion).toBe(settled.settlementVersion);

    const [goal] = (await eventsShown()).filter((event: { team?: string }) => event.team === 'home');
    const res = await correct(goal._id, { team: 'away' });
    expect(res.statusCode, res.body).toBe(200);
    const resettled = await roundRow();
    expect(resettled.settlementVersion).toBeGreaterThan(settled.settlementVersion);
    expect(resettled.settledVersion).toBe(resettled.settlementVersion);
    const roundAudits = await world.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'round'), eq(auditLog.entityId, world.rounds[0]!.id)));
    expect(roundAudits.map((row) => row.detail)).toContainEqual(
      expect.objectContaining({ correction: 'event team corrected', eventId: goal._id }),
    );
    const match = await world.call('GET', `/api/admin/match/${world.match.id}`);
    expect(match.json().data.score).toEqual({ home: 0, away: 2 });
  });

  it('does not correct a deleted event', async () => {
    const [event] = await eventsShown();
    await world.call('DELETE', `/api/admin/event/delete-event/${event._id}`);
    expect((await correct(event._id, { team: 'home' })).statusCode).toBe(404);
  });
});
