import type { MatchEvent } from '@kickchips/core';
import type { matchEvents } from '../../db/schema';
import { teamSideOf } from '../matches';

/** An event as the API shows it (spec 3); `team` only when it names one. */
export function toEventView(row: typeof matchEvents.$inferSelect): MatchEvent {
  const team = teamSideOf(row.team);
  return {
    _id: row.id,
    match: row.matchId,
    eventType: row.eventType,
    timeStamp: row.timeStamp.toISOString(),
    createdAt: row.createdAt.toISOString(),
    recordedBy: row.recordedBy,
    ...(team && { team }),
  };
}
