import type { MatchEvent } from '@kickchips/core';
import { eq } from 'drizzle-orm';
import { matchEvents } from '../../db/schema';
import { writeAudit } from '../audit';
import type { EngineContext } from '../match-engine';
import { afterEventChange } from './after-event-change';
import { correctRound } from './correct-round';
import { toEventView } from './event-view';
import { lockLiveEvent } from './lock-live-event';

/**
 * Delete event (spec 7): a soft delete (deletedAt, deletedBy) kept for the audit. Deleting an event
 * of a finished round is a correction of that round (correctRound).
 */
export async function deleteEvent(
  ctx: EngineContext,
  id: string,
  actorId: string | null,
): Promise<MatchEvent> {
  const now = ctx.clock.now();
  const { event, settlement } = await ctx.db.transaction(async (tx) => {
    const { event: found, match: loaded } = await lockLiveEvent(tx, id);
    const [deleted] = await tx
      .update(matchEvents)
      .set({ deletedAt: now, deletedBy: actorId })
      .where(eq(matchEvents.id, id))
      .returning();
    const settlement = await correctRound(
      tx,
      loaded,
      {
        change: 'event deleted',
        eventId: id,
        eventType: found.eventType,
        timeStamp: found.timeStamp,
        actorId,
      },
      now,
    );
    await writeAudit(tx, { actorId, action: 'soft-delete', entity: 'event', entityId: id });
    return { event: deleted!, settlement };
  });
  await afterEventChange(ctx, event.matchId, settlement);
  return toEventView(event);
}
