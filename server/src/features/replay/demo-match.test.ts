import { hasTeamLines, scoreOf } from '@kickchips/core';
import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestWorld } from '../../../test/world';
import { matchEvents, matches, matchRounds, odds, replayEvents, replays } from '../../db/schema';
import { seedDatabase } from '../../seed/seed-database';
import { ManualClock } from '../clock';
import { teamSideOf } from '../matches';
import { demoTimeline } from './create-demo-match';

describe('the demo match', () => {
  const clock = new ManualClock(Date.UTC(2026, 0, 1, 12, 0, 30));
  const world = createTestWorld({ clock });
  let demoMatchId: string;
  beforeAll(async () => {
    const seeded = await seedDatabase(world.app.db, {
      adminEmail: 'demo-admin@example.com',
      adminPassword: 'Demo-admin-1!',
      demo: true,
      passwordHashLog2Cost: 10,
      now: clock.now(),
    });
    demoMatchId = seeded.demoMatchId!;
  });

  const replayOf = async (matchId: string) =>
    (await world.app.db.select().from(replays).where(eq(replays.matchId, matchId)))[0]!;

  it('is scheduled by the seed to kick off a minute or two after the server starts', async () => {
    const replay = await replayOf(demoMatchId);
    expect(replay).toMatchObject({ isDemo: true, status: 'running', clockSpeed: 10 });
    const [match] = await world.app.db.select().from(matches).where(eq(matches.id, demoMatchId));
    expect(match!.scheduledAt).toEqual(new Date(Date.UTC(2026, 0, 1, 12, 2, 0)));
    const [events] = await world.app.db
      .select({ n: count() })
      .from(replayEvents)
      .where(eq(replayEvents.replayId, replay.id));
    // a whole match drawn from the pricing model's rates: about 120 events of the nine types
    expect(events!.n).toBeGreaterThanOrEqual(80);
    expect(events!.n).toBeLessThanOrEqual(180);
  });

  it('is priced automatically: the first tick offers lines on round 1, none of them pinned', async () => {
    await world.app.engine.tick();
    const lines = await world.app.db.select().from(odds).where(eq(odds.matchId, demoMatchId));
    const offered = lines.filter((line) => line.offered);
    expect(offered.length).toBeGreaterThanOrEqual(20);
    expect(offered.every((line) => !line.pinned && line.chance! >= 0.05 && line.chance! <= 0.95)).toBe(true);
    expect(new Set(offered.map((line) => line.eventType)).size).toBeGreaterThanOrEqual(7);
  });

  it('plays itself in about ten minutes, then schedules a fresh demo match', async () => {
    let minutes = 0;
    while ((await replayOf(demoMatchId)).status === 'running' && minutes < 30) {
      clock.advance(15_000);
      minutes += 0.25;
      await world.app.engine.tick();
    }
    // the drawn match's length at clock speed 10 (about ten minutes), after a kick-off a minute
    // and a half away, a second half that starts at the next full minute after the first one
    // ended, and the clock's 15-second ticks
    const [played] = await world.app.db.select().from(matches).where(eq(matches.id, demoMatchId));
    const lengths = [...demoTimeline(played!.timelineSeed!).halfLengths.values()];
    const realMinutes = lengths.reduce((sum, seconds) => sum + seconds, 0) / 60 / 10;
    expect(realMinutes).toBeGreaterThan(9);
    expect(minutes).toBeGreaterThan(realMinutes);
    expect(minutes).toBeLessThanOrEqual(realMinutes + 4);
    const [finished] = await world.app.db.select().from(matches).where(eq(matches.id, demoMatchId));
    expect(finished!.status).toBe('completed');
    const [recorded] = await world.app.db
      .select({ n: count() })
      .from(matchEvents)
      .where(eq(matchEvents.matchId, demoMatchId));
    const [planned] = await world.app.db
      .select({ n: count() })
      .from(replayEvents)
      .where(eq(replayEvents.replayId, (await replayOf(demoMatchId)).id));
    expect(recorded!.n).toBe(planned!.n);

    const next = await world.app.db.select().from(replays).where(eq(replays.status, 'running'));
    expect(next).toHaveLength(1);
    const [fresh] = await world.app.db.select().from(matches).where(eq(matches.id, next[0]!.matchId));
    expect(fresh).toMatchObject({
      homeTeam: 'Riverside Rovers',
      awayTeam: 'Harbour City',
      status: 'scheduled',
    });
    const [rounds] = await world.app.db
      .select({ n: count() })
      .from(matchRounds)
      .where(eq(matchRounds.matchId, fresh!.id));
    expect(rounds!.n).toBe(10);
    const [first] = await world.app.db.select().from(matches).where(eq(matches.id, demoMatchId));
    expect(fresh!.timelineSeed).not.toBe(first!.timelineSeed);
    expect(fresh!.autoPricing).toBe(true);
  });

  it('records each drawn event with its team, so the match ends with the score it was drawn with', async () => {
    const [match] = await world.app.db.select().from(matches).where(eq(matches.id, demoMatchId));
    const drawn = demoTimeline(match!.timelineSeed!).events;
    const rows = await world.app.db.select().from(matchEvents).where(eq(matchEvents.matchId, demoMatchId));
    const recorded = rows.map((row) => ({ eventType: row.eventType, team: teamSideOf(row.team) }));
    expect(recorded.filter((event) => hasTeamLines(event.eventType)).every((event) => event.team)).toBe(true);
    expect(recorded.some((event) => event.team === 'home')).toBe(true);
    expect(recorded.some((event) => event.team === 'away')).toBe(true);
    expect(scoreOf(recorded)).toEqual(scoreOf(drawn));
  });
});
