import type { Match } from '@kickchips/core';
import { asc, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../../db/database';
import { matches, matchHalves } from '../../db/schema';
import { findMatchRow, matchScore, matchScores, scoreIn, toMatchView } from '../matches';

async function halfIdsByMatch(db: Db | Tx, matchIds: string[]) {
  const byMatch = new Map<string, string[]>();
  if (matchIds.length === 0) return byMatch;
  const rows = await db
    .select({ id: matchHalves.id, matchId: matchHalves.matchId })
    .from(matchHalves)
    .where(inArray(matchHalves.matchId, matchIds))
    .orderBy(asc(matchHalves.halfNumber));
  for (const row of rows) byMatch.set(row.matchId, [...(byMatch.get(row.matchId) ?? []), row.id]);
  return byMatch;
}

/** Every match that is not deleted, newest first. */
export async function listMatches(db: Db): Promise<Match[]> {
  const rows = await db
    .select()
    .from(matches)
    .where(isNull(matches.deletedAt))
    .orderBy(desc(matches.createdAt));
  const ids = rows.map((r) => r.id);
  const [halves, scores] = await Promise.all([halfIdsByMatch(db, ids), matchScores(db, ids)]);
  return rows.map((row) => toMatchView(row, halves.get(row.id) ?? [], scoreIn(scores, row.id)));
}

export async function loadMatch(db: Db | Tx, id: string): Promise<Match> {
  const row = await findMatchRow(db, id);
  const halves = await halfIdsByMatch(db, [id]);
  return toMatchView(row, halves.get(id) ?? [], await matchScore(db, id));
}

/** The same match as last read, for callers that already hold the row. */
export async function matchViewOf(db: Db | Tx, row: typeof matches.$inferSelect): Promise<Match> {
  const halves = await db
    .select({ id: matchHalves.id })
    .from(matchHalves)
    .where(eq(matchHalves.matchId, row.id))
    .orderBy(asc(matchHalves.halfNumber));
  return toMatchView(
    row,
    halves.map((h) => h.id),
    await matchScore(db, row.id),
  );
}
