import type { PushMessage } from '@kickchips/core';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createEngineWorld } from '../../../test/kits/engine-world';
import { createTestWorld } from '../../../test/world';
import { matchRounds } from '../../db/schema';

describe('POST /api/test/clock under TEST_CLOCK', () => {
  const world = createEngineWorld({ config: { testClock: true } });
  const notices: PushMessage[] = [];
  const move = (body: object) => world.call('POST', '/api/test/clock', body);
  const refusal = async (body: object) => {
    const res = await move(body);
    return [res.statusCode, res.json().error];
  };
  const round1Status = async () => {
    const [round] = await world.app.db
      .select({ status: matchRounds.status })
      .from(matchRounds)
      .where(eq(matchRounds.id, world.rounds[0]!.id));
    return round!.status;
  };
  beforeAll(() => {
    world.app.notifier.subscribe((message) => notices.push(message));
  });

  it('answers admins only', async () => {
    expect(
      (await world.as('anonymous').call('POST', '/api/test/clock', { advanceMs: 1000 })).statusCode,
    ).toBe(401);
    const player = await world.as('player').call('POST', '/api/test/clock', { advanceMs: 1000 });
    expect(player.statusCode).toBe(403);
    expect(world.app.clock.now().toISOString()).toBe('2026-01-01T12:00:30.000Z');
  });

  it('refuses bad input with a 400 naming the field', async () => {
    expect(await refusal({ advanceMs: -1 })).toEqual([400, expect.stringMatching(/^body\.advanceMs: /)]);
    expect(await refusal({ advanceMs: 1.5 })).toEqual([400, expect.stringMatching(/^body\.advanceMs: /)]);
    expect(await refusal({ to: 'tomorrow' })).toEqual([400, 'body.to: must be an ISO date-time']);
    const oneOf = 'body: give either advanceMs (milliseconds forward) or to (the time to set), not both';
    expect(await refusal({})).toEqual([400, oneOf]);
    expect(await refusal({ advanceMs: 5, to: '2026-01-01T12:00:00Z' })).toEqual([400, oneOf]);
    expect(await refusal({ advanceMs: 1000, speed: 2 })).toEqual([400, 'body: unknown field "speed"']);
  });

  it('moves the clock to just before a kick-off, which is still the next full minute, and tells the screens', async () => {
    const started = await world.call('POST', '/api/admin/game/start-half-1', { matchId: world.match.id });
    expect(started.json().data.half.startTime).toBe('2026-01-01T12:01:00.000Z');
    notices.length = 0;

    const moved = await move({ advanceMs: 29_000 });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().data).toEqual({ serverTime: '2026-01-01T12:00:59.000Z' });
    // every API answer says the server's time, which the browser follows
    const health = await world.as('anonymous').call('GET', '/api/health');
    expect(health.headers['x-server-time']).toBe('2026-01-01T12:00:59.000Z');
    await expect.poll(() => notices).toContainEqual({ type: 'match.changed', matchId: world.match.id });
    await world.app.engine.tick();
    expect(await round1Status()).toBe('upcoming');

    world.clock.advance(1000);
    await world.app.engine.tick();
    expect(await round1Status()).toBe('active');

    const set = await move({ to: '2026-01-01T13:00:00+01:00' });
    expect(set.json().data).toEqual({ serverTime: '2026-01-01T12:00:00.000Z' });
  });
});

describe('POST /api/test/clock without TEST_CLOCK', () => {
  const world = createTestWorld();

  it('is not served', async () => {
    const res = await world.as('admin').call('POST', '/api/test/clock', { advanceMs: 1000 });
    expect(res.statusCode).toBe(404);
  });
});
