import { BUILT_IN_EVENT_TYPES, type EventType } from '@kickchips/core';
import { asc, ne } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { eventTypes } from '../../db/schema';
import { toEventTypeView } from './event-type-views';

/** The kind of a type an admin typed for one match: it is on that match's list, never the global one. */
export const MATCH_ONLY_KIND = 'match';

const builtInOrder = new Map<string, number>(BUILT_IN_EVENT_TYPES.map((name, i) => [name, i]));

/** The global event types: the built-in ones in the spec's order, then the rest by name. */
export async function listEventTypes(db: Db): Promise<EventType[]> {
  const rows = await db
    .select()
    .from(eventTypes)
    .where(ne(eventTypes.kind, MATCH_ONLY_KIND))
    .orderBy(asc(eventTypes.name));
  const rank = (name: string) => builtInOrder.get(name) ?? builtInOrder.size;
  return rows.sort((a, b) => rank(a.name) - rank(b.name)).map(toEventTypeView);
}

/** The Built-in and Additional lists of the event-type manager; custom types are additional too. */
export async function availableEventTypes(db: Db) {
  const all = await listEventTypes(db);
  return {
    builtIn: all.filter((t) => t.kind === 'builtIn'),
    configurable: all.filter((t) => t.kind !== 'builtIn'),
  };
}
