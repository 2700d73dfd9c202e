import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { isForeignKeyViolation } from '../../db/pg-error';
import { odds } from '../../db/schema';
import { writeAudit } from '../audit';
import { findOddRow } from '../matches';

/** Deletes an odd; one that bets were placed on is only marked deleted, so the bets keep it. */
export async function deleteOdd(db: Db, id: string, actorId: string | null): Promise<void> {
  await findOddRow(db, id);
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
