import { roundOfEvent, roundSpans } from '@kickchips/core';
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/database';
import { matchRounds } from '../../db/schema';
import { writeAudit } from '../audit';
import type { LoadedMatch } from '../matches';

export type EventChange = {
  change: 'event added' | 'event deleted' | 'event team corrected';
  eventId: string;
  eventType: string;
  timeStamp: Date;
  actorId: string | null;
};

/**
 * A correction (game-rules 16): when an event added, deleted or given another team lies in a
 * finished round, that round's settlement version goes up, for correctRound to settle it again in
 * the same transaction. The round row is locked even when it is still running, so that a round
 * finishing at this moment waits for this event and is settled with it. Returns the round to
 * settle again, if any.
 */
export async function reopenRound(tx: Tx, loaded: LoadedMatch, event: EventChange): Promise<string | null> {
  const span = roundOfEvent(roundSpans(loaded.state), loaded.state, event.timeStamp.getTime());
  if (!span) return null;
  const [round] = await tx
    .select({ status: matchRounds.status })
    .from(matchRounds)
    .where(eq(matchRounds.id, span.round.id))
    .for('update');
  if (round?.status !== 'finished') return null;
  const [bumped] = await tx
    .update(matchRounds)
    .set({ settlementVersion: sql`${matchRounds.settlementVersion} + 1`, updatedAt: new Date() })
    .where(and(eq(matchRounds.id, span.round.id), eq(matchRounds.status, 'finished')))
    .returning({ settlementVersion: matchRounds.settlementVersion });
  await writeAudit(tx, {
    actorId: event.actorId,
    action: 'update',
    entity: 'round',
    entityId: span.round.id,
    detail: {
      correction: event.change,
      eventId: event.eventId,
      eventType: event.eventType,
      timeStamp: event.timeStamp,
      settlementVersion: bumped?.settlementVersion,
    },
  });
  return span.round.id;
}
