import type { MatchState } from '@kickchips/core';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/database';
import { rowsFromJson } from '../../db/rows-from-json';
import { rowsOf } from '../../db/rows-of';
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

type MatchJson = {
  match: Record<string, unknown>;
  halves: Record<string, unknown>[];
  rounds: Record<string, unknown>[];
};

/**
 * The match (unless deleted) with its halves and rounds, in one statement (one round trip, one
 * snapshot); undefined when there is no such match.
 */
export async function loadMatchState(db: Db | Tx, matchId: string): Promise<LoadedMatch | undefined> {
  const result = await db.execute(sql`
    SELECT row_to_json(m) AS match,
      (SELECT coalesce(json_agg(h ORDER BY h.half_number), '[]'::json)
       FROM match_halves h WHERE h.match_id = m.id) AS halves,
      (SELECT coalesce(json_agg(r ORDER BY r.round_number), '[]'::json)
       FROM match_rounds r WHERE r.match_id = m.id) AS rounds
    FROM matches m WHERE m.id = ${matchId} AND m.deleted_at IS NULL`);
  const [row] = rowsOf<MatchJson>(result);
  if (!row) return undefined;
  const [match] = rowsFromJson(matches, [row.match]);
  const halves = rowsFromJson(matchHalves, row.halves);
  const rounds = rowsFromJson(matchRounds, row.rounds);
  return { match: match!, halves, rounds, state: toMatchState(match!, halves, rounds) };
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
