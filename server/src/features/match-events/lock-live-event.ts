import { and, eq, isNull } from 'drizzle-orm';
import type { Tx } from '../../db/database';
import { matchEvents } from '../../db/schema';
import { notFound } from '../../http/http-error';
import { loadMatchState } from '../matches';

/**
 * Locks an event that is not deleted, for a correction (a delete or a new team), with the state
 * of its match; a 404 when there is none. `lock` false reads it without a lock (a preview).
 */
export async function lockLiveEvent(tx: Tx, id: string, lock = true) {
  const live = tx
    .select()
    .from(matchEvents)
    .where(and(eq(matchEvents.id, id), isNull(matchEvents.deletedAt)));
  const [event] = lock ? await live.for('update') : await live;
  const match = event && (await loadMatchState(tx, event.matchId));
  if (!event || !match) throw notFound('Event not found');
  return { event, match };
}
