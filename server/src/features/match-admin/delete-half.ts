import { halfOrdinal } from '@kickchips/core';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { isForeignKeyViolation } from '../../db/pg-error';
import { matchHalves } from '../../db/schema';
import { conflict } from '../../http/http-error';
import { writeAudit } from '../audit';
import { findHalfRow } from '../matches';

/**
 * Deletes a half and its rounds, unless it has started (its rounds and the events in them would be
 * lost) or bets or chips were placed on one of its rounds (409).
 */
export async function deleteHalf(db: Db, id: string, actorId: string | null): Promise<void> {
  const half = await findHalfRow(db, id);
  if (half.status !== 'upcoming') {
    throw conflict(`The ${halfOrdinal(half.halfNumber)} half has started, so it cannot be deleted`);
  }
  try {
    await db.delete(matchHalves).where(eq(matchHalves.id, id));
  } catch (error) {
    if (isForeignKeyViolation(error)) {
      throw conflict('Bets were placed on rounds of this half, so it cannot be deleted');
    }
    throw error;
  }
  await writeAudit(db, { actorId, action: 'delete', entity: 'half', entityId: id });
}
