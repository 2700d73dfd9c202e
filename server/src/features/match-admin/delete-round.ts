import { roundHasStarted } from '@kickchips/core';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { isForeignKeyViolation } from '../../db/pg-error';
import { matchRounds } from '../../db/schema';
import { conflict } from '../../http/http-error';
import { writeAudit } from '../audit';
import { findRoundRow } from '../matches';

/**
 * Deletes a round, unless it has started (by the clock, not only by its stored status, which waits
 * for the clock's next tick) or bets or chips were placed on it (409).
 */
export async function deleteRound(db: Db, id: string, actorId: string | null, now: Date): Promise<void> {
  const { round, half, clockSpeed } = await findRoundRow(db, id);
  const halfTimes = {
    startTime: half.startTime?.getTime() ?? null,
    endTime: half.endTime?.getTime() ?? null,
  };
  if (roundHasStarted(round, halfTimes, clockSpeed, now.getTime())) {
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
