import { and, eq, isNull } from 'drizzle-orm';
import { replayEvents } from '../../db/schema';
import { HttpError } from '../../http/http-error';
import type { EngineContext } from '../match-engine';
import { afterEventChange, recordEventInTx } from '../match-events';
import { teamSideOf } from '../matches';

export type DueEvent = { id: string; eventType: string; team: string | null };

/**
 * Records one due replay event through the admin's code path (recordEventInTx), at its time on the
 * pitch and with its team. Claiming the row (recordedAt, conditional on it being unset) and recording the event share
 * one transaction, so two instances record it once and a crash records it later. An event the
 * match refuses (its type removed since, say) is marked skipped rather than retried every tick.
 */
export async function recordReplayEvent(
  ctx: EngineContext,
  replay: { matchId: string; createdBy: string | null },
  due: DueEvent,
  timeStamp: Date,
  now: Date,
): Promise<void> {
  const unclaimed = and(eq(replayEvents.id, due.id), isNull(replayEvents.recordedAt));
  try {
    const recorded = await ctx.db.transaction(async (tx) => {
      const claimed = await tx
        .update(replayEvents)
        .set({ recordedAt: now })
        .where(unclaimed)
        .returning({ id: replayEvents.id });
      if (claimed.length === 0) return null;
      const input = {
        matchId: replay.matchId,
        eventType: due.eventType,
        team: teamSideOf(due.team),
        timeStamp,
        actorId: replay.createdBy,
      };
      const result = await recordEventInTx(tx, input, now);
      await tx.update(replayEvents).set({ eventId: result.event._id }).where(eq(replayEvents.id, due.id));
      return result;
    });
    if (recorded) await afterEventChange(ctx, replay.matchId, recorded.settlement);
  } catch (err) {
    if (!(err instanceof HttpError)) throw err;
    ctx.log.warn({ replayEventId: due.id, reason: err.message }, 'replay event skipped');
    await ctx.db.update(replayEvents).set({ recordedAt: now, skipReason: err.message }).where(unclaimed);
  }
}
