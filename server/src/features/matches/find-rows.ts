import { and, eq, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../../db/database';
import { matches, matchHalves, matchRounds, odds } from '../../db/schema';
import { notFound } from '../../http/http-error';

/** Rows the admin calls act on; anything of a deleted match counts as not found. */
export async function findMatchRow(db: Db | Tx, id: string) {
  const [row] = await db
    .select()
    .from(matches)
    .where(and(eq(matches.id, id), isNull(matches.deletedAt)));
  if (!row) throw notFound('Match not found');
  return row;
}

/**
 * The match's row, locked until the transaction ends (FOR NO KEY UPDATE) against every other writer
 * of its rounds and lines. Each of them takes the match first, as the clock's round step and
 * repricing do, so that they queue instead of deadlocking. 404 for a missing or deleted match.
 */
export async function lockMatchRow(tx: Tx, id: string) {
  const [row] = await tx
    .select()
    .from(matches)
    .where(and(eq(matches.id, id), isNull(matches.deletedAt)))
    .for('no key update');
  if (!row) throw notFound('Match not found');
  return row;
}

export async function findHalfRow(db: Db | Tx, id: string) {
  const [row] = await db
    .select({ half: matchHalves })
    .from(matchHalves)
    .innerJoin(matches, and(eq(matches.id, matchHalves.matchId), isNull(matches.deletedAt)))
    .where(eq(matchHalves.id, id));
  if (!row) throw notFound('Half not found');
  return row.half;
}

/** A round, with what deciding whether it has started takes: its half's times and the match's clock speed. */
export async function findRoundRow(db: Db | Tx, id: string) {
  const [row] = await db
    .select({
      round: matchRounds,
      halfNumber: matchHalves.halfNumber,
      half: { startTime: matchHalves.startTime, endTime: matchHalves.endTime },
      clockSpeed: matches.clockSpeed,
    })
    .from(matchRounds)
    .innerJoin(matchHalves, eq(matchHalves.id, matchRounds.halfId))
    .innerJoin(matches, and(eq(matches.id, matchRounds.matchId), isNull(matches.deletedAt)))
    .where(eq(matchRounds.id, id));
  if (!row) throw notFound('Round not found');
  return row;
}

export async function findOddRow(db: Db | Tx, id: string) {
  const [row] = await db
    .select({ odd: odds })
    .from(odds)
    .innerJoin(matches, and(eq(matches.id, odds.matchId), isNull(matches.deletedAt)))
    .where(and(eq(odds.id, id), isNull(odds.deletedAt)));
  if (!row) throw notFound('Odd not found');
  return row.odd;
}
