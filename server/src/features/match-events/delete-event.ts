import type { MatchEvent } from '@kickchips/core';
import { eq } from 'drizzle-orm';
import { matchEvents } from '../../db/schema';
import { writeAudit } from '../audit';
import type { EngineContext } from '../match-engine';
import { afterEventChange } from './after-event-change';
import { toEventView } from './event-view';
import { lockLiveEvent } from './lock-live-event';
import { reopenRound } from './reopen-round';

/**
 * Delete event (spec 7): a soft delete (deletedAt, deletedBy) kept for the audit. Deleting an event
 * of a finished round re-settles that round.
 */
export async function deleteEvent(
  ctx: EngineContext,
  id: string,
  actorId: string | null,
): Promise<MatchEvent> {
  const now = ctx.clock.now();
  const { event, correctedRoundId } = await ctx.db.transaction(async (tx) => {
    const { event: found, match: loaded } = await lockLiveEvent(tx, id);
    const [deleted] = await tx
      .update(matchEvents)
      .set({ deletedAt: now, deletedBy: actorId })
      .where(eq(matchEvents.id, id))
      .returning();
    const correctedRoundId = await reopenRound(tx, loaded, {
      change: 'event deleted',
      eventId: id,
      eventType: found.eventType,
      timeStamp: found.timeStamp,
      actorId,
    });
    await writeAudit(tx, { actorId, action: 'soft-delete', entity: 'event', entityId: id });
    return { event: deleted!, correctedRoundId };
  });
  await afterEventChange(ctx, event.matchId, correctedRoundId);
  return toEventView(event);
}
