import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { BUILT_IN_EVENT_TYPES, type MatchEvent, scoreOf } from '@kickchips/core';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createEngineWorld } from '../../../test/kits/engine-world';
import { insertMatchEventTypes } from '../../../test/world';
import { matches, replays } from '../../db/schema';
import { metricaEvents, subtypeTokens } from './metrica-event-types';

// Metrica Sports' sample games (credit: Metrica Sports), kept outside the project, beside the repository
const repoRoot = path.resolve(import.meta.dirname, '../../../..');
const gameFile = (game: number) =>
  path.resolve(repoRoot, `../shared/data/metrica/Sample_Game_${game}_RawEventsData.csv`);
const PLAYED_TYPES = ['Card', 'Corner', 'Free-Kick', 'Goal', 'Goal-Kick', 'Offside', 'Shot', 'Throw'];
/** The games' final scores as football reported them (game 1's away goal went in off a home defender). */
const GAMES = [
  { game: 1, score: { home: 3, away: 1 }, types: PLAYED_TYPES },
  { game: 2, score: { home: 3, away: 2 }, types: [...PLAYED_TYPES, 'Penalty'].sort() },
];
const ROUND_MINUTES = 9;
const ROUNDS_PER_HALF = 5;

/** The statistics the replay should produce, counted straight from the file with the mapping. */
function expectedStatistics(text: string): Record<string, Record<string, number>> {
  const rows = text
    .trim()
    .split(/\r?\n/)
    .slice(1)
    .map((line) => line.split(','));
  const periodStart = new Map<number, number>();
  for (const row of rows) {
    const period = Number(row[3]);
    periodStart.set(period, Math.min(periodStart.get(period) ?? Number(row[5]), Number(row[5])));
  }
  const statistics: Record<string, Record<string, number>> = {};
  for (const [, type, subtype, periodText, , time] of rows) {
    if (subtypeTokens(subtype!).includes('RETAKEN')) continue;
    const period = Number(periodText);
    const minute = (Number(time) - periodStart.get(period)!) / 60;
    const index = Math.floor(minute / ROUND_MINUTES);
    if (index >= ROUNDS_PER_HALF) continue;
    const round = String((period - 1) * ROUNDS_PER_HALF + index + 1);
    for (const { eventType } of metricaEvents(type!, subtype!)) {
      statistics[eventType] ??= {};
      statistics[eventType][round] = (statistics[eventType][round] ?? 0) + 1;
    }
  }
  return statistics;
}

describe.each(GAMES)('replaying Metrica sample game $game', ({ game, score, types }) => {
  const file = gameFile(game);
  const world = createEngineWorld();
  beforeAll(async () => {
    await insertMatchEventTypes(world.app.db, world.match.id, [...BUILT_IN_EVENT_TYPES]);
  });

  it.skipIf(!existsSync(file))(
    'records every mapped event at its time with its team: the statistics equal the counts from the file, and the final score is right',
    async () => {
      const text = readFileSync(file, 'utf8');
      const res = await world.call('POST', '/api/admin/game/replay', {
        matchId: world.match.id,
        format: 'metrica',
        timeline: text,
        clockSpeed: 60,
      });
      expect(res.statusCode).toBe(200);
      const { replay } = res.json().data;
      expect(replay).toMatchObject({ format: 'metrica', clockSpeed: 60, status: 'running', skipped: 0 });
      expect(replay.halves.map((h: { halfNumber: number }) => h.halfNumber)).toEqual([1, 2]);

      for (let step = 0; step < 100; step++) {
        world.clock.advance(5_000);
        await world.app.engine.tick();
        const [row] = await world.app.db.select().from(replays).where(eq(replays.matchId, world.match.id));
        if (row!.status === 'finished') break;
      }
      const [match] = await world.app.db.select().from(matches).where(eq(matches.id, world.match.id));
      expect(match!.status).toBe('completed');
      const statistics = await world.call('GET', `/api/app/game/event-statistics/${world.match.id}`);
      const expected = expectedStatistics(text);
      expect(Object.keys(expected).sort()).toEqual(types);
      expect(statistics.json().data.statistics).toEqual(expected);
      const events: MatchEvent[] = (
        await world.call('GET', `/api/admin/event?matchId=${world.match.id}`)
      ).json().data.events;
      expect(events).toHaveLength(replay.events);
      expect(events.every((event) => event.team === 'home' || event.team === 'away')).toBe(true);
      expect(scoreOf(events)).toEqual(score);
      const shown = await world.call('GET', `/api/admin/match/${world.match.id}`);
      expect(shown.json().data.score).toEqual(score);
    },
  );
});
