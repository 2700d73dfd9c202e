import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createEngineWorld, TEST_START } from '../../../test/kits/engine-world';
import { createTestWorld } from '../../../test/world';
import { openDatabase } from '../../db/database';
import { auditLog, eventRequestKeys, matchEvents } from '../../db/schema';

const KICK_OFF = TEST_START + 30_000;
const minute = (m: number) => KICK_OFF + m * 60_000;
const DAY = 24 * 60 * 60 * 1000;

type EngineWorld = ReturnType<typeof createEngineWorld>;

const recordWith = (world: EngineWorld, key: string, app = world.app) =>
  app.inject({
    method: 'POST',
    url: '/api/admin/event',
    payload: { match: world.match.id, eventType: 'Goal' },
    headers: { ...world.admin.headers, 'idempotency-key': key },
  });

const eventsOf = async (world: EngineWorld) =>
  world.app.db.select().from(matchEvents).where(eq(matchEvents.matchId, world.match.id));

describe('POST event with an Idempotency-Key', () => {
  const world = createEngineWorld();

  it('answers a repeat of a key with the first event and records, audits and publishes nothing', async () => {
    expect(
      (await world.call('POST', '/api/admin/game/start-half-1', { matchId: world.match.id })).statusCode,
    ).toBe(200);
    world.clock.set(minute(1));
    const notices: string[] = [];
    world.app.notifier.subscribe((message) => notices.push(message.type));
    const first = await recordWith(world, 'tap-0001-goal');
    expect(first.statusCode).toBe(200);
    await expect.poll(() => notices).toContain('match.event');
    notices.length = 0;
    const repeat = await recordWith(world, 'tap-0001-goal');
    expect(repeat.statusCode).toBe(200);
    expect(repeat.json().data.event._id).toBe(first.json().data.event._id);
    expect(await eventsOf(world)).toHaveLength(1);
    const audits = await world.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'event'), eq(auditLog.action, 'create')));
    expect(audits).toHaveLength(1);
    const other = await recordWith(world, 'tap-0002-goal');
    expect(other.json().data.event._id).not.toBe(first.json().data.event._id);
    expect(await eventsOf(world)).toHaveLength(2);
    // notices arrive in order, so a notice of the repeat would come before the one of the new key
    await expect.poll(() => notices).toContain('match.event');
    expect(notices.filter((type) => type === 'match.event')).toHaveLength(1);
  });

  it('records again with a key first used more than 24 hours ago', async () => {
    world.clock.set(minute(2) + DAY);
    const late = await recordWith(world, 'tap-0001-goal');
    expect(late.statusCode).toBe(200);
    expect(await eventsOf(world)).toHaveLength(3);
  });

  it('lets a key whose first request was refused record once the event can be taken', async () => {
    const unknownMatch = await world.app.inject({
      method: 'POST',
      url: '/api/admin/event',
      payload: { match: world.match.id, eventType: 'Offside' },
      headers: { ...world.admin.headers, 'idempotency-key': 'tap-0003-goal' },
    });
    expect(unknownMatch.statusCode).toBe(400);
    expect((await recordWith(world, 'tap-0003-goal')).statusCode).toBe(200);
    expect(await eventsOf(world)).toHaveLength(4);
  });

  it('refuses a key that is too short or not visible text, naming the header', async () => {
    const res = await recordWith(world, 'short');
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toContain('Idempotency-Key must be 8 to 200 visible characters');
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('an Idempotency-Key on two server instances', () => {
  const world = createEngineWorld();
  const second = createTestWorld({
    clock: world.clock,
    database: () =>
      openDatabase({ databaseUrl: world.app.database.pool!.options.connectionString!, dataDir: 'memory://' }),
  });

  it('records one event when the same tap reaches both instances at once', async () => {
    await world.call('POST', '/api/admin/game/start-half-1', { matchId: world.match.id });
    world.clock.set(minute(1));
    for (let tap = 0; tap < 5; tap++) {
      const key = `double-tap-${tap}-key`;
      const answers = await Promise.all([recordWith(world, key), recordWith(world, key, second.app)]);
      expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
      expect(answers[0]!.json().data.event._id).toBe(answers[1]!.json().data.event._id);
    }
    expect(await eventsOf(world)).toHaveLength(5);
  });
});

describe('the clock deletes Idempotency-Keys older than 24 hours', () => {
  const world = createEngineWorld();

  it('drops the keys of more than a day ago in its tick and keeps the newer ones', async () => {
    await world.app.db.insert(eventRequestKeys).values([
      { key: 'old-key-0001', createdAt: new Date(TEST_START - DAY - 1) },
      { key: 'old-key-0002', createdAt: new Date(TEST_START - 2 * DAY) },
      { key: 'new-key-0001', createdAt: new Date(TEST_START - DAY + 60_000) },
      { key: 'new-key-0002', createdAt: new Date(TEST_START) },
    ]);
    world.clock.set(TEST_START);
    await world.app.engine.tick();
    const left = await world.app.db.select({ key: eventRequestKeys.key }).from(eventRequestKeys);
    expect(left.map((row) => row.key).sort()).toEqual(['new-key-0001', 'new-key-0002']);
  });
});
