import { lineKey } from '@kickchips/core';
import { and, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { TEST_START } from '../../../test/kits/engine-world';
import { createTestWorld, insertMatch, insertMatchEventTypes } from '../../../test/world';
import { openDatabase } from '../../db/database';
import { matches, odds } from '../../db/schema';
import { ManualClock } from '../clock';

describe.runIf(process.env.TEST_DATABASE_URL)(
  'automatic pricing with two server instances on one database',
  () => {
    const clock = new ManualClock(TEST_START);
    const world = createTestWorld({ clock });
    const second = createTestWorld({
      clock,
      database: () =>
        openDatabase({
          databaseUrl: world.app.database.pool!.options.connectionString!,
          dataDir: 'memory://',
        }),
    });

    it('prices each round once: no line twice, whichever instance gets there first', async () => {
      const { match, rounds } = await insertMatch(world.app.db, { eventTypes: [], autoPricing: true });
      await insertMatchEventTypes(world.app.db, match.id, ['Corner', 'Throw', 'Shot', 'Goal']);
      for (let i = 0; i < 5; i++) {
        await Promise.all([world.app.engine.tick(), second.app.engine.tick()]);
        await world.app.db.update(matches).set({ pricedRoundId: null }).where(eq(matches.id, match.id));
      }
      await Promise.all([world.app.engine.tick(), second.app.engine.tick()]);
      const lines = await world.app.db
        .select()
        .from(odds)
        .where(and(eq(odds.matchId, match.id), isNull(odds.deletedAt)));
      const keys = lines.map(lineKey);
      expect(lines.some((l) => l.team !== null)).toBe(true);
      expect(lines.length).toBeGreaterThan(0);
      expect(new Set(keys).size).toBe(keys.length);
      const [row] = await world.app.db.select().from(matches).where(eq(matches.id, match.id));
      expect(row!.pricedRoundId).toBe(rounds[0]!.id);
    });
  },
);
