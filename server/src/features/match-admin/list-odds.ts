import type { Odd } from '@kickchips/core';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../../db/database';
import { matches, odds } from '../../db/schema';
import { toOddView } from '../matches';

/** Odds that are not deleted, of one match or of every match that is not deleted. */
export async function listOdds(db: Db | Tx, filter: { matchId?: string | undefined } = {}): Promise<Odd[]> {
  const rows = await db
    .select({ odd: odds })
    .from(odds)
    .innerJoin(matches, and(eq(matches.id, odds.matchId), isNull(matches.deletedAt)))
    .where(and(isNull(odds.deletedAt), filter.matchId ? eq(odds.matchId, filter.matchId) : undefined))
    .orderBy(asc(odds.matchId), asc(odds.eventType), asc(odds.betType), asc(odds.threshold));
  return rows.map((r) => toOddView(r.odd));
}
