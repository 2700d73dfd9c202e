import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { isForeignKeyViolation } from '../../db/pg-error';
import { matchRounds } from '../../db/schema';
import { conflict } from '../../http/http-error';
import { writeAudit } from '../audit';
import { findRoundRow } from '../matches';

const STARTED_ROUND_STATUSES = ['active', 'finished'];

/** Deletes a round, unless it has started or bets or chips were placed on it (409). */
export async function deleteRound(db: Db, id: string, actorId: string | null): Promise<void> {
  const { round } = await findRoundRow(db, id);
  if (STARTED_ROUND_STATUSES.includes(round.status)) {
    throw conflict(`Round ${round.roundNumber} has started, so it cannot be deleted`);
  }
  try {
    await db.delete(matchRounds).where(eq(matchRounds.id, id));
  } catch (error) {
    if (isForeignKeyViolation(error))
      throw conflict('Bets were placed on this round, so it cannot be deleted');
    throw error;
  }
  await writeAudit(db, { actorId, action: 'delete', entity: 'round', entityId: id });
}
