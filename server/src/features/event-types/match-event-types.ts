import type { MatchEventType } from '@kickchips/core';
import { asc, eq, max } from 'drizzle-orm';
import type { Db, Tx } from '../../db/database';
import { eventTypes, matchEventTypes } from '../../db/schema';

/** The event types of a match in the odds editor's order. */
export async function listMatchEventTypes(db: Db | Tx, matchId: string): Promise<MatchEventType[]> {
  const rows = await db
    .select({ type: eventTypes, position: matchEventTypes.position })
    .from(matchEventTypes)
    .innerJoin(eventTypes, eq(eventTypes.id, matchEventTypes.eventTypeId))
    .where(eq(matchEventTypes.matchId, matchId))
    .orderBy(asc(matchEventTypes.position), asc(eventTypes.name));
  return rows.map((r) => ({
    _id: r.type.id,
    name: r.type.name,
    displayName: r.type.displayName,
    position: r.position,
  }));
}

/** Adds an event type at the end of a match's list; true when it was not there yet. */
export async function attachEventType(db: Db | Tx, matchId: string, eventTypeId: string): Promise<boolean> {
  const [last] = await db
    .select({ position: max(matchEventTypes.position) })
    .from(matchEventTypes)
    .where(eq(matchEventTypes.matchId, matchId));
  const added = await db
    .insert(matchEventTypes)
    .values({ matchId, eventTypeId, position: (last?.position ?? -1) + 1 })
    .onConflictDoNothing()
    .returning({ matchId: matchEventTypes.matchId });
  return added.length > 0;
}

/** The matches whose lists hold an event type. */
export async function matchIdsListing(db: Db | Tx, eventTypeId: string): Promise<string[]> {
  const rows = await db
    .select({ matchId: matchEventTypes.matchId })
    .from(matchEventTypes)
    .where(eq(matchEventTypes.eventTypeId, eventTypeId));
  return rows.map((row) => row.matchId);
}
