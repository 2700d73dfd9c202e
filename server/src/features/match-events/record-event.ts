import type { MatchEvent, TeamSide } from '@kickchips/core';
import type { Tx } from '../../db/database';
import { matchEvents } from '../../db/schema';
import { notFound } from '../../http/http-error';
import { writeAudit } from '../audit';
import type { EngineContext, RoundSettlement } from '../match-engine';
import { loadMatchState } from '../matches';
import { afterEventChange } from './after-event-change';
import { checkedTimeStamp } from './checked-time-stamp';
import { bindRequestKey, claimRequestKey, eventOfRequestKey } from './claim-request-key';
import { configuredEventType } from './configured-event-type';
import { correctRound } from './correct-round';
import { toEventView } from './event-view';

export type RecordEventFields = {
  matchId: string;
  eventType: string;
  /** The team it went to; none when absent. */
  team?: TeamSide | undefined;
  /** When it happened on the pitch; now when absent. */
  timeStamp?: Date | undefined;
  actorId: string | null;
};

export type RecordEventRequest = RecordEventFields & {
  /** The Idempotency-Key header: a repeat within 24 hours answers the first event. */
  requestKey?: string | undefined;
};

/** The event recorded, and the settlement of the finished round it corrected, if it did. */
export type RecordedEvent = { event: MatchEvent; settlement: RoundSettlement | null };

/**
 * Records an event inside the caller's transaction: the one code path of the admin's POST event and
 * of replays. The event type must be configured for the match and the time must lie within a half
 * that has started; an event in a finished round is a correction of that round.
 */
export async function recordEventInTx(tx: Tx, input: RecordEventFields, now: Date): Promise<RecordedEvent> {
  const loaded = await loadMatchState(tx, input.matchId);
  if (!loaded) throw notFound('Match not found');
  const eventType = await configuredEventType(tx, input.matchId, input.eventType);
  const timeStamp = checkedTimeStamp(loaded, input.timeStamp, now);
  const [row] = await tx
    .insert(matchEvents)
    .values({
      matchId: input.matchId,
      eventType,
      team: input.team ?? null,
      timeStamp,
      recordedBy: input.actorId,
      createdAt: now,
    })
    .returning();
  const event = row!;
  const settlement = await correctRound(
    tx,
    loaded,
    { change: 'event added', eventId: event.id, eventType, timeStamp, actorId: input.actorId },
    now,
  );
  await writeAudit(tx, {
    actorId: input.actorId,
    action: 'create',
    entity: 'event',
    entityId: event.id,
    detail: { matchId: input.matchId, eventType, timeStamp, team: input.team ?? null },
  });
  return { event: toEventView(event), settlement };
}

/**
 * POST event (spec 7). With a request key, a repeat (a double tap, a retried request, on any
 * instance) answers the event the first request recorded and records, settles and publishes nothing.
 */
export async function recordEvent(ctx: EngineContext, input: RecordEventRequest): Promise<MatchEvent> {
  const now = ctx.clock.now();
  const { requestKey, ...fields } = input;
  const recorded = await ctx.db.transaction(async (tx) => {
    if (requestKey !== undefined && !(await claimRequestKey(tx, requestKey, now))) {
      return { repeat: toEventView(await eventOfRequestKey(tx, requestKey)) };
    }
    const fresh = await recordEventInTx(tx, fields, now);
    if (requestKey !== undefined) await bindRequestKey(tx, requestKey, fresh.event._id);
    return { fresh };
  });
  if (recorded.repeat) return recorded.repeat;
  await afterEventChange(ctx, input.matchId, recorded.fresh.settlement);
  return recorded.fresh.event;
}
