import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { isForeignKeyViolation } from '../../db/pg-error';
import { lobbies, matches, matchHalves } from '../../db/schema';
import { conflict } from '../../http/http-error';
import { writeAudit } from '../audit';
import { findMatchRow } from '../matches';

/** A live match that players follow in lobbies is ended (and settled) before it can go. */
async function refuseLiveMatchWithLobbies(db: Db, id: string) {
  const [running] = await db
    .select({ id: matchHalves.id })
    .from(matchHalves)
    .where(and(eq(matchHalves.matchId, id), eq(matchHalves.status, 'active')))
    .limit(1);
  if (!running) return;
  const [lobby] = await db.select({ id: lobbies.id }).from(lobbies).where(eq(lobbies.matchId, id)).limit(1);
  if (lobby) {
    throw conflict('This match is live in lobbies: press End Match first, then delete it');
  }
}

/**
 * Deletes a match with its halves, rounds, odds and events. A match that lobbies were made for
 * (their bets, chips and results point at it) is only marked deleted: it leaves every list but
 * the games played on it keep their history. While such a match is live it is not deleted at all.
 */
export async function deleteMatch(db: Db, id: string, actorId: string | null): Promise<void> {
  await findMatchRow(db, id);
  await refuseLiveMatchWithLobbies(db, id);
  try {
    // in a savepoint, so that a refused delete leaves a caller's transaction usable
    await db.transaction((tx) => tx.delete(matches).where(eq(matches.id, id)));
    await writeAudit(db, { actorId, action: 'delete', entity: 'match', entityId: id });
  } catch (error) {
    if (!isForeignKeyViolation(error)) throw error;
    await db.update(matches).set({ deletedAt: new Date(), updatedAt: new Date() }).where(eq(matches.id, id));
    await writeAudit(db, { actorId, action: 'soft-delete', entity: 'match', entityId: id });
  }
}
