import { type CorrectionPreview, roundOfEvent, roundSpans, type TeamSide } from '@kickchips/core';
import type { Db, Tx } from '../../db/database';
import { notFound } from '../../http/http-error';
import { type EventOnRecord, planCorrection, recordedEvents } from '../match-engine';
import { type LoadedMatch, loadMatchState } from '../matches';
import { checkedTimeStamp } from './checked-time-stamp';
import { configuredEventType } from './configured-event-type';
import { lockLiveEvent } from './lock-live-event';

/** A correction the admin is about to confirm. */
export type CorrectionRequest =
  | { change: 'delete'; eventId: string }
  | { change: 'team'; eventId: string; team: TeamSide }
  | {
      change: 'add';
      matchId: string;
      eventType: string;
      timeStamp?: Date | undefined;
      team?: TeamSide | undefined;
    };

type Corrected = { loaded: LoadedMatch; timeStamp: number; events: EventOnRecord[] };

/** The match, the time the change lies at, and the record as it would stand after it. */
async function correctedRecord(tx: Tx, request: CorrectionRequest, now: Date): Promise<Corrected> {
  if (request.change === 'add') {
    const loaded = await loadMatchState(tx, request.matchId);
    if (!loaded) throw notFound('Match not found');
    const eventType = await configuredEventType(tx, request.matchId, request.eventType);
    const timeStamp = checkedTimeStamp(loaded, request.timeStamp, now).getTime();
    const events = await recordedEvents(tx, request.matchId);
    return {
      loaded,
      timeStamp,
      events: [...events, { id: '', eventType, timeStamp, team: request.team ?? null }],
    };
  }
  const { event, match } = await lockLiveEvent(tx, request.eventId, false);
  const events = await recordedEvents(tx, event.matchId);
  return {
    loaded: match,
    timeStamp: event.timeStamp.getTime(),
    events:
      request.change === 'delete'
        ? events.filter((one) => one.id !== event.id)
        : events.map((one) => (one.id === event.id ? { ...one, team: request.team } : one)),
  };
}

/**
 * What a correction would do, before the admin confirms it (game-rules 16): the plan the
 * correction itself would carry out (planCorrection on the record as it would stand), read without
 * a lock or a write. An event whose round is not finished corrects nothing: no round, no effects.
 */
export function previewCorrection(db: Db, request: CorrectionRequest, now: Date): Promise<CorrectionPreview> {
  return db.transaction(async (tx) => {
    const { loaded, timeStamp, events } = await correctedRecord(tx, request, now);
    const span = roundOfEvent(roundSpans(loaded.state), loaded.state, timeStamp);
    if (span?.round.status !== 'finished') return { roundNumber: null, effects: [] };
    const plan = await planCorrection(tx, span.round.id, events, false);
    return {
      roundNumber: span.round.roundNumber,
      effects: (plan?.members ?? []).map((member) => ({
        name: member.name,
        chips: member.delta,
        voidedBets: member.bets.filter((bet) => bet.newlyUncovered).length,
        restoredBets: member.bets.filter((bet) => bet.restored).length,
      })),
    };
  });
}
