import type { MatchState } from '@kickchips/core';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { matches, matchHalves, matchRounds, odds } from '../../db/schema';
import { toMatchState } from './to-match-state';

type MatchRow = typeof matches.$inferSelect;
type HalfRow = typeof matchHalves.$inferSelect;
type OddRow = typeof odds.$inferSelect;

/**
 * A match as every screen on it reads it: the row (deleted ones included, so callers decide), its
 * halves, its odds that are not deleted, and its halves and rounds as core's timing rules take them.
 * Nothing here depends on the time: callers apply the clock to `state` on every read.
 */
export type MatchSnapshot = {
  readonly match: Readonly<MatchRow>;
  readonly halves: readonly Readonly<HalfRow>[];
  readonly odds: readonly Readonly<OddRow>[];
  readonly state: MatchState;
};

/** Reads a match's snapshot in four queries run together; null when there is no such match. */
export async function loadMatchSnapshot(db: Db, matchId: string): Promise<MatchSnapshot | null> {
  const [matchRows, halves, rounds, oddRows] = await Promise.all([
    db.select().from(matches).where(eq(matches.id, matchId)),
    db
      .select()
      .from(matchHalves)
      .where(eq(matchHalves.matchId, matchId))
      .orderBy(asc(matchHalves.halfNumber)),
    db.select().from(matchRounds).where(eq(matchRounds.matchId, matchId)),
    db
      .select()
      .from(odds)
      .where(and(eq(odds.matchId, matchId), isNull(odds.deletedAt)))
      .orderBy(asc(odds.eventType), asc(odds.betType), asc(odds.threshold)),
  ]);
  const match = matchRows[0];
  if (!match) return null;
  return { match, halves, odds: oddRows, state: toMatchState(match, halves, rounds) };
}
