import { beforeAll, describe, expect, it } from 'vitest';
import { createEngineWorld } from '../../../test/kits/engine-world';

const KICK_OFF = Date.UTC(2026, 0, 1, 12, 1, 0);
const minute = (m: number) => KICK_OFF + m * 60_000;

describe('event statistics by team', () => {
  const world = createEngineWorld();
  const record = async (payload: object) => {
    const res = await world.call('POST', '/api/admin/event', { match: world.match.id, ...payload });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.event as { _id: string };
  };
  const statistics = async () => {
    const res = await world.call('GET', `/api/app/game/event-statistics/${world.match.id}`);
    expect(res.statusCode, res.body).toBe(200);
    const { statistics, byTeam } = res.json().data;
    return { statistics, byTeam };
  };

  beforeAll(async () => {
    await world.call('POST', '/api/admin/game/start-half-1', { matchId: world.match.id });
  });

  it("gives each round's events by team beside the counts, those without a team apart", async () => {
    world.clock.set(minute(2));
    await record({ eventType: 'Corner', team: 'home' });
    world.clock.set(minute(3));
    await record({ eventType: 'Corner', team: 'home' });
    world.clock.set(minute(4));
    await record({ eventType: 'Goal' });
    world.clock.set(minute(11));
    await record({ eventType: 'Corner', team: 'away' });
    expect(await statistics()).toEqual({
      statistics: { Corner: { 1: 2, 2: 1 }, Goal: { 1: 1 } },
      byTeam: {
        Corner: { 1: { home: 2, away: 0, untagged: 0 }, 2: { home: 0, away: 1, untagged: 0 } },
        Goal: { 1: { home: 0, away: 0, untagged: 1 } },
      },
    });
  });

  it('follows an undone event and a corrected team', async () => {
    world.clock.set(minute(12));
    const home = await record({ eventType: 'Corner', team: 'home' });
    const wrong = await record({ eventType: 'Corner', team: 'home' });
    expect((await statistics()).byTeam).toMatchObject({ Corner: { 2: { home: 2, away: 1 } } });
    expect((await world.call('DELETE', `/api/admin/event/delete-event/${home._id}`)).statusCode).toBe(200);
    expect((await world.call('PATCH', `/api/admin/event/${wrong._id}`, { team: 'away' })).statusCode).toBe(
      200,
    );
    const after = await statistics();
    expect(after.statistics).toMatchObject({ Corner: { 2: 2 } });
    expect(after.byTeam).toMatchObject({ Corner: { 2: { home: 0, away: 2, untagged: 0 } } });
  });
});
