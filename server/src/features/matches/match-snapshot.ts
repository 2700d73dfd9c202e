import type { MatchState, Score } from '@kickchips/core';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { eventTypes, matchEventTypes, matches, matchHalves, matchRounds, odds } from '../../db/schema';
import { matchScore } from './match-scores';
import { toMatchState } from './to-match-state';

type MatchRow = typeof matches.$inferSelect;
type HalfRow = typeof matchHalves.$inferSelect;
type OddRow = typeof odds.$inferSelect;

/**
 * A match as every screen on it reads it: the row (deleted ones included, so callers decide), its
 * halves, its odds that are not deleted and on offer (players never see a line the round does not offer), the names of its event types in the order the admin set
 * (match-admin's reorder), its score (goals by team; a recorded, undone or corrected event publishes
 * match.event, which drops the snapshot), and its halves and rounds as core's timing rules take them.
 * Nothing here depends on the time: callers apply the clock to `state` on every read.
 */
export type MatchSnapshot = {
  readonly match: Readonly<MatchRow>;
  readonly halves: readonly Readonly<HalfRow>[];
  readonly odds: readonly Readonly<OddRow>[];
  readonly eventTypeOrder: readonly string[];
  readonly score: Readonly<Score>;
  readonly state: MatchState;
};

/** Reads a match's snapshot in six queries run together; null when there is no such match. */
export async function loadMatchSnapshot(db: Db, matchId: string): Promise<MatchSnapshot | null> {
  const [matchRows, halves, rounds, oddRows, typeRows, score] = await Promise.all([
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
      .where(and(eq(odds.matchId, matchId), isNull(odds.deletedAt), eq(odds.offered, true)))
      .orderBy(asc(odds.eventType), asc(odds.betType), asc(odds.threshold)),
    db
      .select({ name: eventTypes.name })
      .from(matchEventTypes)
      .innerJoin(eventTypes, eq(eventTypes.id, matchEventTypes.eventTypeId))
      .where(eq(matchEventTypes.matchId, matchId))
      .orderBy(asc(matchEventTypes.position), asc(eventTypes.name)),
    matchScore(db, matchId),
  ]);
  const match = matchRows[0];
  if (!match) return null;
  return {
    match,
    halves,
    odds: oddRows,
    eventTypeOrder: typeRows.map((row) => row.name),
    score,
    state: toMatchState(match, halves, rounds),
  };
}
