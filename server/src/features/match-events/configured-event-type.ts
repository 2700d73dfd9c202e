import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/database';
import { eventTypes, matchEventTypes } from '../../db/schema';
import { badRequest } from '../../http/http-error';

/**
 * The stored name of an event type configured for the match; names that differ only in case are
 * the same type. Anything else is refused, so that no event is recorded that nobody can bet on.
 */
export async function configuredEventType(tx: Tx, matchId: string, name: string): Promise<string> {
  const [type] = await tx
    .select({ name: eventTypes.name })
    .from(matchEventTypes)
    .innerJoin(eventTypes, eq(eventTypes.id, matchEventTypes.eventTypeId))
    .where(and(eq(matchEventTypes.matchId, matchId), sql`lower(${eventTypes.name}) = lower(${name})`));
  if (!type) throw badRequest(`eventType: ${name} is not configured for this match`);
  return type.name;
}
