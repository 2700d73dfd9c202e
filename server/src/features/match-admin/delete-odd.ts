import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/database';
import { isForeignKeyViolation } from '../../db/pg-error';
import { odds } from '../../db/schema';
import { writeAudit } from '../audit';
import { findOddRow, lockMatchRow } from '../matches';

/**
 * Removes an odd. An automatic line is withdrawn for the rest of the match (game-rules 20): no
 * repricing offers it again until the admin offers it again. An admin's own line is deleted; one
 * that bets were placed on is only marked deleted, so the bets keep it.
 */
export async function deleteOdd(db: Tx, id: string, actorId: string | null): Promise<void> {
  const odd = await findOddRow(db, id);
  await lockMatchRow(db, odd.matchId);
  if (!odd.pinned) {
    const withdrawn = { withdrawn: true, offered: false, pricedRoundId: null };
    await db
      .update(odds)
      .set({ ...withdrawn, updatedAt: new Date() })
      .where(eq(odds.id, id));
    await writeAudit(db, { actorId, action: 'update', entity: 'odd', entityId: id, detail: withdrawn });
    return;
  }
  try {
    // in a savepoint, so that a refused delete leaves a caller's transaction usable
    await db.transaction((tx) => tx.delete(odds).where(eq(odds.id, id)));
    await writeAudit(db, { actorId, action: 'delete', entity: 'odd', entityId: id });
  } catch (error) {
    if (!isForeignKeyViolation(error)) throw error;
    await db.update(odds).set({ deletedAt: new Date(), updatedAt: new Date() }).where(eq(odds.id, id));
    await writeAudit(db, { actorId, action: 'soft-delete', entity: 'odd', entityId: id });
  }
}
