import type { MatchEvent } from '@kickchips/core';
import type { matchEvents } from '../../db/schema';

/** An event as the API shows it (spec 3). */
export function toEventView(row: typeof matchEvents.$inferSelect): MatchEvent {
  return {
    _id: row.id,
    match: row.matchId,
    eventType: row.eventType,
    timeStamp: row.timeStamp.toISOString(),
    createdAt: row.createdAt.toISOString(),
    recordedBy: row.recordedBy,
  };
}
