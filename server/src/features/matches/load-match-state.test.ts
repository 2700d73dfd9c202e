import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestWorld, insertMatch } from '../../../test/world';
import { matches, matchHalves, matchRounds } from '../../db/schema';
import { loadMatchState } from './load-match-state';

describe('loadMatchState', () => {
  const world = createTestWorld();

  it('reads in one statement exactly the rows three selects read', async () => {
    const { db } = world.app;
    const { match } = await insertMatch(db, { clockSpeed: 2.5 });
    const started = new Date('2026-03-01T12:00:00.123Z');
    await db.update(matches).set({ scheduledAt: started }).where(eq(matches.id, match.id));
    await db
      .update(matchHalves)
      .set({ status: 'active', startTime: started })
      .where(eq(matchHalves.matchId, match.id));
    await db
      .update(matchRounds)
      .set({ endMinute: null })
      .where(and(eq(matchRounds.matchId, match.id), eq(matchRounds.roundNumber, 10)));

    const loaded = await loadMatchState(db, match.id);
    const [stored] = await db.select().from(matches).where(eq(matches.id, match.id));
    expect(loaded?.match).toEqual(stored);
    expect(loaded?.halves).toEqual(
      await db
        .select()
        .from(matchHalves)
        .where(eq(matchHalves.matchId, match.id))
        .orderBy(asc(matchHalves.halfNumber)),
    );
    expect(loaded?.rounds).toEqual(
      await db
        .select()
        .from(matchRounds)
        .where(eq(matchRounds.matchId, match.id))
        .orderBy(asc(matchRounds.roundNumber)),
    );
    expect(loaded?.halves[0]?.startTime).toEqual(started);
    expect(loaded?.match.clockSpeed).toBe(2.5);
  });

  it('answers undefined for a deleted or unknown match', async () => {
    const { db } = world.app;
    const { match } = await insertMatch(db);
    await db.update(matches).set({ deletedAt: new Date() }).where(eq(matches.id, match.id));
    expect(await loadMatchState(db, match.id)).toBeUndefined();
    expect(await loadMatchState(db, '00000000-0000-4000-8000-000000000000')).toBeUndefined();
  });
});
