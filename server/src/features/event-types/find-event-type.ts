import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/database';
import { eventTypes } from '../../db/schema';
import { badRequest, notFound } from '../../http/http-error';
import type { EventTypeRow } from './event-type-views';

/** Names are compared without case: 'goal' and 'Goal' are one event type. */
export async function findEventTypeByName(db: Db | Tx, name: string): Promise<EventTypeRow | undefined> {
  const [row] = await db
    .select()
    .from(eventTypes)
    .where(sql`lower(${eventTypes.name}) = lower(${name.trim()})`);
  return row;
}

/** The event type an odd names; odds may only be offered on a known event type. */
export async function requireEventType(
  db: Db | Tx,
  name: string,
  field = 'body.eventType',
): Promise<EventTypeRow> {
  const row = await findEventTypeByName(db, name);
  if (!row) throw badRequest(`${field}: there is no event type "${name}"; add it to the match first`);
  return row;
}

export async function findEventTypeById(db: Db | Tx, id: string): Promise<EventTypeRow> {
  const [row] = await db.select().from(eventTypes).where(eq(eventTypes.id, id));
  if (!row) throw notFound('Event type not found');
  return row;
}
