import type { MatchState } from '@kickchips/core';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../../db/database';
import { matches, matchHalves, matchRounds } from '../../db/schema';
import { notFound } from '../../http/http-error';
import { toMatchState } from './to-match-state';

type MatchRow = typeof matches.$inferSelect;
export type HalfRow = typeof matchHalves.$inferSelect;
type RoundRow = typeof matchRounds.$inferSelect;

/** A match's rows and the plain state core's timing rules work on. */
export type LoadedMatch = {
  match: MatchRow;
  halves: HalfRow[];
  rounds: RoundRow[];
  state: MatchState;
};

/** The match (unless deleted) with its halves and rounds; undefined when there is no such match. */
export async function loadMatchState(db: Db | Tx, matchId: string): Promise<LoadedMatch | undefined> {
  // three reads at once: on the pool they travel side by side, in a transaction they queue
  const [[match], halves, rounds] = await Promise.all([
    db
      .select()
      .from(matches)
      .where(and(eq(matches.id, matchId), isNull(matches.deletedAt))),
    db
      .select()
      .from(matchHalves)
      .where(eq(matchHalves.matchId, matchId))
      .orderBy(asc(matchHalves.halfNumber)),
    db
      .select()
      .from(matchRounds)
      .where(eq(matchRounds.matchId, matchId))
      .orderBy(asc(matchRounds.roundNumber)),
  ]);
  if (!match) return undefined;
  return { match, halves, rounds, state: toMatchState(match, halves, rounds) };
}

/**
 * Locks the match row (FOR UPDATE) so that changes to one match's halves and rounds queue, then
 * loads it; 404 when there is no such match or it is deleted.
 */
export async function lockMatchState(tx: Tx, matchId: string): Promise<LoadedMatch> {
  const [locked] = await tx
    .select({ id: matches.id })
    .from(matches)
    .where(and(eq(matches.id, matchId), isNull(matches.deletedAt)))
    .for('update');
  const loaded = locked && (await loadMatchState(tx, matchId));
  if (!loaded) throw notFound('Match not found');
  return loaded;
}
