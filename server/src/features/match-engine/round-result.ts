import { countEventsByRound, roundSpans, type SettledRound, teamCountsOfRound } from '@kickchips/core';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../../db/database';
import { matchEvents } from '../../db/schema';
import { type LoadedMatch, teamSideOf } from '../matches';

/** An event as the record holds it. */
export type EventOnRecord = {
  id: string;
  eventType: string;
  timeStamp: number;
  team: 'home' | 'away' | null;
};

/** The events of the match that are not deleted, as the record holds them now. */
export async function recordedEvents(db: Db | Tx, matchId: string): Promise<EventOnRecord[]> {
  const rows = await db
    .select({
      id: matchEvents.id,
      eventType: matchEvents.eventType,
      timeStamp: matchEvents.timeStamp,
      team: matchEvents.team,
    })
    .from(matchEvents)
    .where(and(eq(matchEvents.matchId, matchId), isNull(matchEvents.deletedAt)));
  return rows.map((e) => ({ ...e, timeStamp: e.timeStamp.getTime(), team: teamSideOf(e.team) ?? null }));
}

/**
 * What a finished round's bets settle on, by `events`: the count of each event type in its span,
 * and each type's events by team for the bets on team lines.
 */
export function roundResult(
  loaded: LoadedMatch,
  events: readonly EventOnRecord[],
  roundId: string,
): Extract<SettledRound, { status: 'finished' }> {
  const spans = roundSpans(loaded.state);
  return {
    status: 'finished',
    countsByEventType: countEventsByRound(events, spans, loaded.state).get(roundId) ?? {},
    teamCountsByEventType: teamCountsOfRound(events, spans, loaded.state, roundId),
  };
}
