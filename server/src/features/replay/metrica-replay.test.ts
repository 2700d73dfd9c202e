import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { BUILT_IN_EVENT_TYPES } from '@kickchips/core';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createEngineWorld } from '../../../test/kits/engine-world';
import { insertMatchEventTypes } from '../../../test/world';
import { matches, replays } from '../../db/schema';
import { metricaEventTypes, subtypeTokens } from './metrica-event-types';

// Metrica Sports' sample game 1 (credit: Metrica Sports), kept outside the project, beside the repository
const repoRoot = path.resolve(import.meta.dirname, '../../../..');
const file = path.resolve(repoRoot, '../shared/data/metrica/Sample_Game_1_RawEventsData.csv');
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
    for (const eventType of metricaEventTypes(type!, subtype!)) {
      statistics[eventType] ??= {};
      statistics[eventType][round] = (statistics[eventType][round] ?? 0) + 1;
    }
  }
  return statistics;
}

describe.skipIf(!existsSync(file))(`replaying Metrica sample game 1 (skipped without ${file})`, () => {
  const world = createEngineWorld();
  beforeAll(async () => {
    await insertMatchEventTypes(world.app.db, world.match.id, [...BUILT_IN_EVENT_TYPES]);
  });

  it('records every mapped event at its time, so the statistics equal the counts from the file', async () => {
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
    expect(Object.keys(expected).sort()).toEqual([
      'Card',
      'Corner',
      'Free-Kick',
      'Goal',
      'Goal-Kick',
      'Offside',
      'Shot',
      'Throw',
    ]);
    expect(statistics.json().data.statistics).toEqual(expected);
    const events = (await world.call('GET', `/api/admin/event?matchId=${world.match.id}`)).json().data.events;
    expect(events).toHaveLength(replay.events);
  });
});
