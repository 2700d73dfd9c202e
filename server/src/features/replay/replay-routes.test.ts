import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createEngineWorld } from '../../../test/kits/engine-world';
import { insertMatch, insertMatchEventTypes } from '../../../test/world';
import { clockSteps } from '../../clock-steps';
import { matchEvents, matches, matchHalves } from '../../db/schema';
import { createEngine } from '../match-engine';

const TIMELINE =
  'half,second,eventType,team\n1,30,Goal,Away\n1,200,Corner,home\n1,600,end\n2,60,Corner\n2,120,end\n';

describe('POST /api/admin/game/replay', () => {
  const world = createEngineWorld();
  const replay = (body: object) => world.call('POST', '/api/admin/game/replay', body);

  it('refuses a timeline it cannot play, naming the line or the rule', async () => {
    const base = { matchId: world.match.id, format: 'csv', clockSpeed: 10 };
    const cases: [object, number, string][] = [
      [
        { ...base, format: 'xml', timeline: TIMELINE },
        400,
        'body.format: format must be one of csv, metrica',
      ],
      [{ ...base, timeline: TIMELINE, clockSpeed: 0 }, 400, 'body.clockSpeed: clockSpeed must be above 0'],
      [
        { ...base, timeline: 'half,second\n1,2' },
        400,
        'timeline line 1: the header must be half,second,eventType or half,second,eventType,team',
      ],
      [
        { ...base, timeline: `${TIMELINE}2,90,Corner,visitors\n` },
        400,
        'timeline line 7: team must be home or away (or empty)',
      ],
      [
        { ...base, timeline: `${TIMELINE}2,90,Offside\n` },
        400,
        'timeline line 7: Offside is not configured for this match',
      ],
      [
        { ...base, timeline: 'half,second,eventType\n1,30,Goal\n' },
        400,
        'timeline: half 2 of the match has no events',
      ],
      [{ ...base, timeline: `${TIMELINE}3,1,Goal\n` }, 400, 'timeline: the match has no half 3'],
    ];
    for (const [body, status, error] of cases) {
      const res = await replay(body);
      expect([res.statusCode, res.json().error]).toEqual([status, error]);
    }
  });

  it('starts the first half at the next full minute, and a restarted server carries on', async () => {
    const res = await replay({ matchId: world.match.id, format: 'csv', timeline: TIMELINE, clockSpeed: 10 });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.replay).toMatchObject({
      events: 3,
      halves: [
        { halfNumber: 1, lengthSeconds: 600 },
        { halfNumber: 2, lengthSeconds: 120 },
      ],
    });
    const again = await replay({
      matchId: world.match.id,
      format: 'csv',
      timeline: TIMELINE,
      clockSpeed: 10,
    });
    expect([again.statusCode, again.json().error]).toEqual([
      409,
      'A replay needs a match that has not started',
    ]);
    const [half] = await world.app.db
      .select()
      .from(matchHalves)
      .where(eq(matchHalves.id, world.halves[0]!.id));
    expect(half).toMatchObject({ status: 'active', startTime: new Date(Date.UTC(2026, 0, 1, 12, 1, 0)) });

    // 12:01:00 + 30 match seconds at speed 10 = 3 real seconds
    world.clock.set(Date.UTC(2026, 0, 1, 12, 1, 4));
    await world.app.engine.tick();
    const firstEvents = await world.app.db
      .select()
      .from(matchEvents)
      .where(eq(matchEvents.matchId, world.match.id));
    expect(firstEvents.map((e) => [e.eventType, e.timeStamp.toISOString()])).toEqual([
      ['Goal', '2026-01-01T12:01:03.000Z'],
    ]);

    // a new process has nothing but the database: a fresh engine finishes the replay
    const restarted = createEngine({ ...world.app.engine.context }, 1000, clockSteps);
    for (let i = 0; i < 20; i++) {
      world.clock.advance(15_000);
      await restarted.tick();
    }
    const [match] = await world.app.db.select().from(matches).where(eq(matches.id, world.match.id));
    expect(match!.status).toBe('completed');
    const events = await world.app.db
      .select()
      .from(matchEvents)
      .where(eq(matchEvents.matchId, world.match.id));
    expect(events.map((e) => `${e.eventType} ${e.team}`).sort()).toEqual([
      'Corner home',
      'Corner null',
      'Goal away',
    ]);
    const shown = await world.call('GET', `/api/admin/match/${world.match.id}`);
    expect(shown.json().data.score).toEqual({ home: 0, away: 1 });
  });

  it('needs a match that exists and has not started', async () => {
    const missing = await replay({
      matchId: '00000000-0000-4000-8000-000000000000',
      format: 'csv',
      timeline: TIMELINE,
      clockSpeed: 1,
    });
    expect([missing.statusCode, missing.json().error]).toEqual([404, 'Match not found']);
    const other = await insertMatch(world.app.db);
    await insertMatchEventTypes(world.app.db, other.match.id, ['Goal', 'Corner']);
    await world.call('POST', '/api/admin/game/start-half-1', { matchId: other.match.id });
    const started = await replay({
      matchId: other.match.id,
      format: 'csv',
      timeline: TIMELINE,
      clockSpeed: 1,
    });
    expect(started.statusCode).toBe(409);
  });
});
