import { eventStatistics, roundSpans } from '@kickchips/core';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { matchEvents } from '../../db/schema';
import { notFound } from '../../http/http-error';
import { loadMatchState } from '../matches';

/**
 * Event statistics (spec 3): event type -> round number -> count, counted by each event's time on
 * the pitch (not when it was recorded), as settlement counts them; deleted events do not count.
 */
export async function eventStatisticsOf(
  db: Db,
  matchId: string,
): Promise<Record<string, Record<number, number>>> {
  const loaded = await loadMatchState(db, matchId);
  if (!loaded) throw notFound('Match not found');
  const events = await db
    .select({ eventType: matchEvents.eventType, timeStamp: matchEvents.timeStamp })
    .from(matchEvents)
    .where(and(eq(matchEvents.matchId, matchId), isNull(matchEvents.deletedAt)));
  return eventStatistics(
    events.map((e) => ({ eventType: e.eventType, timeStamp: e.timeStamp.getTime() })),
    roundSpans(loaded.state),
    loaded.state,
  );
}
