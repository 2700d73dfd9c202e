import type { MatchEvent } from '@kickchips/core';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { matchEvents, matches } from '../../db/schema';
import { toEventView } from './event-view';

/** Events not deleted, of one match or of every match not deleted, newest first by match time. */
export async function listEvents(db: Db, matchId?: string): Promise<MatchEvent[]> {
  const rows = await db
    .select({ event: matchEvents })
    .from(matchEvents)
    .innerJoin(matches, and(eq(matches.id, matchEvents.matchId), isNull(matches.deletedAt)))
    .where(and(isNull(matchEvents.deletedAt), matchId ? eq(matchEvents.matchId, matchId) : undefined))
    .orderBy(desc(matchEvents.timeStamp), desc(matchEvents.createdAt));
  return rows.map((row) => toEventView(row.event));
}
