import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { isForeignKeyViolation } from '../../db/pg-error';
import { matches } from '../../db/schema';
import { writeAudit } from '../audit';
import { findMatchRow } from '../matches';

/**
 * Deletes a match with its halves, rounds, odds and events. A match that lobbies were made for
 * (their bets, chips and results point at it) is only marked deleted: it leaves every list but
 * the games played on it keep their history.
 */
export async function deleteMatch(db: Db, id: string, actorId: string | null): Promise<void> {
  await findMatchRow(db, id);
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
