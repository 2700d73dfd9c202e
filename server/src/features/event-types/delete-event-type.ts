import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { isForeignKeyViolation } from '../../db/pg-error';
import { bets, eventTypes, matchEvents, matchEventTypes, odds } from '../../db/schema';
import { conflict } from '../../http/http-error';
import { writeAudit } from '../audit';
import { findEventTypeById } from './find-event-type';

/**
 * Deletes an event type that nothing uses. Built-in types stay; one that a match lists, an odd
 * offers, a bet was placed on or an event recorded is refused (409) with what holds it.
 */
export async function deleteEventType(db: Db, id: string, actorId: string | null): Promise<void> {
  const type = await findEventTypeById(db, id);
  if (type.kind === 'builtIn') throw conflict('Built-in event types cannot be deleted');
  const holders = [
    [matchEventTypes, eq(matchEventTypes.eventTypeId, id), 'a match lists it'],
    [odds, and(eq(odds.eventType, type.name), isNull(odds.deletedAt)), 'odds are offered on it'],
    [bets, eq(bets.eventType, type.name), 'bets were placed on it'],
    [matchEvents, eq(matchEvents.eventType, type.name), 'events of it were recorded'],
  ] as const;
  for (const [table, condition, reason] of holders) {
    const [used] = await db.select().from(table).where(condition).limit(1);
    if (used) throw conflict(`Event type "${type.name}" cannot be deleted: ${reason}`);
  }
  try {
    await db.delete(eventTypes).where(eq(eventTypes.id, id));
  } catch (error) {
    // a match took it up between the checks and the delete
    if (isForeignKeyViolation(error))
      throw conflict(`Event type "${type.name}" cannot be deleted: a match lists it`);
    throw error;
  }
  await writeAudit(db, {
    actorId,
    action: 'delete',
    entity: 'event-type',
    entityId: id,
    detail: { name: type.name },
  });
}
