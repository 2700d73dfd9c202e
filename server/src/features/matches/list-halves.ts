import type { MatchHalf } from '@kickchips/core';
import { and, asc, count, eq, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../../db/database';
import { matches, matchHalves, matchRounds } from '../../db/schema';
import { toHalfView } from './match-views';

/** Halves with their round counts, of one match or of every match that is not deleted. */
export async function listHalves(
  db: Db | Tx,
  filter: { matchId?: string | undefined } = {},
): Promise<MatchHalf[]> {
  const rows = await db
    .select({ half: matchHalves, roundsCount: count(matchRounds.id) })
    .from(matchHalves)
    .innerJoin(matches, and(eq(matches.id, matchHalves.matchId), isNull(matches.deletedAt)))
    .leftJoin(matchRounds, eq(matchRounds.halfId, matchHalves.id))
    .where(filter.matchId ? eq(matchHalves.matchId, filter.matchId) : undefined)
    .groupBy(matchHalves.id)
    .orderBy(asc(matchHalves.matchId), asc(matchHalves.halfNumber));
  return rows.map((r) => toHalfView(r.half, r.roundsCount));
}

export async function loadHalf(db: Db | Tx, id: string): Promise<MatchHalf | undefined> {
  const rows = await db
    .select({ half: matchHalves, roundsCount: count(matchRounds.id) })
    .from(matchHalves)
    .leftJoin(matchRounds, eq(matchRounds.halfId, matchHalves.id))
    .where(eq(matchHalves.id, id))
    .groupBy(matchHalves.id);
  return rows[0] && toHalfView(rows[0].half, rows[0].roundsCount);
}
