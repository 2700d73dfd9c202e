import { type CreateEventTypeInput, EVENT_TYPE_EXISTS, type EventType } from '@kickchips/core';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/database';
import { isUniqueViolation } from '../../db/pg-error';
import { eventTypes } from '../../db/schema';
import { conflict } from '../../http/http-error';
import { writeAudit } from '../audit';
import { type EventTypeRow, toEventTypeView } from './event-type-views';
import { findEventTypeById, findEventTypeByName } from './find-event-type';

/** Adds an event type; a name that exists in any case is 'Event type already exists' (409). */
export async function insertEventType(
  db: Db | Tx,
  input: Omit<CreateEventTypeInput, 'kind'> & { kind?: string | undefined },
  actorId: string | null,
): Promise<EventTypeRow> {
  if (await findEventTypeByName(db, input.name)) throw conflict(EVENT_TYPE_EXISTS);
  try {
    const [row] = await db
      .insert(eventTypes)
      .values({
        name: input.name,
        displayName: input.displayName ?? input.name,
        kind: input.kind ?? 'custom',
      })
      .returning();
    await writeAudit(db, {
      actorId,
      action: 'create',
      entity: 'event-type',
      entityId: row!.id,
      detail: input,
    });
    return row!;
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(EVENT_TYPE_EXISTS);
    throw error;
  }
}

export async function createEventType(db: Db, input: CreateEventTypeInput, actorId: string | null) {
  return toEventTypeView(await insertEventType(db, input, actorId));
}

/** Only the display name changes: odds, bets and events refer to an event type by its name. */
export async function updateEventType(
  db: Db,
  id: string,
  input: { displayName: string },
  actorId: string | null,
): Promise<EventType> {
  await findEventTypeById(db, id);
  const [row] = await db
    .update(eventTypes)
    .set({ displayName: input.displayName })
    .where(eq(eventTypes.id, id))
    .returning();
  await writeAudit(db, { actorId, action: 'update', entity: 'event-type', entityId: id, detail: input });
  return toEventTypeView(row!);
}
