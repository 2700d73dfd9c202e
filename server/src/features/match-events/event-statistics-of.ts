import {
  type EventStatisticsOutput,
  eventStatistics,
  eventTeamStatistics,
  roundSpans,
} from '@kickchips/core';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { matchEvents } from '../../db/schema';
import { notFound } from '../../http/http-error';
import { loadMatchState, teamSideOf } from '../matches';

/**
 * Event statistics (spec 3): event type -> round number -> count, and the same by team (home,
 * away, and those recorded without a team) for the lines on a team, counted by each event's time
 * on the pitch (not when it was recorded), as settlement counts them; deleted events do not count.
 */
export async function eventStatisticsOf(
  db: Db,
  matchId: string,
): Promise<Pick<EventStatisticsOutput, 'statistics' | 'byTeam'>> {
  const loaded = await loadMatchState(db, matchId);
  if (!loaded) throw notFound('Match not found');
  const rows = await db
    .select({ eventType: matchEvents.eventType, timeStamp: matchEvents.timeStamp, team: matchEvents.team })
    .from(matchEvents)
    .where(and(eq(matchEvents.matchId, matchId), isNull(matchEvents.deletedAt)));
  const events = rows.map((e) => ({
    eventType: e.eventType,
    timeStamp: e.timeStamp.getTime(),
    team: teamSideOf(e.team) ?? null,
  }));
  const spans = roundSpans(loaded.state);
  return {
    statistics: eventStatistics(events, spans, loaded.state),
    byTeam: eventTeamStatistics(events, spans, loaded.state),
  };
}
