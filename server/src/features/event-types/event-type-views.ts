import type { EventType } from '@kickchips/core';
import type { eventTypes } from '../../db/schema';

export type EventTypeRow = typeof eventTypes.$inferSelect;

export function toEventTypeView(row: EventTypeRow): EventType {
  return { _id: row.id, name: row.name, displayName: row.displayName, kind: row.kind };
}
