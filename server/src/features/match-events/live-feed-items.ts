import {
  type HalfState,
  halfAt,
  type LiveFeedItem,
  type MatchState,
  matchMinute,
  matchMinuteLabel,
  roundOfEvent,
  roundSpans,
} from '@kickchips/core';
import type { matchEvents } from '../../db/schema';
import { teamSideOf } from '../matches';

type EventRow = Pick<
  typeof matchEvents.$inferSelect,
  'id' | 'eventType' | 'team' | 'timeStamp' | 'deletedAt'
>;

/**
 * The half an event happened in: the one it lies within, else the last one started before it (a
 * half whose times an admin edited since), else the first.
 */
function halfOf(halves: readonly HalfState[], time: number): HalfState | undefined {
  const started = [...halves]
    .filter((half) => half.startTime !== null && half.startTime <= time)
    .sort((a, b) => a.halfNumber - b.halfNumber);
  return halfAt(halves, time) ?? started.at(-1) ?? [...halves].sort((a, b) => a.halfNumber - b.halfNumber)[0];
}

/**
 * The live feed's moments from a match's events, in the order given: each with the match minute
 * as football writes it (from its half's kick-off at the match's clock speed), the round it counts
 * for (as settlement counts it, game-rules 4), its team, and whether an admin undid it.
 */
export function liveFeedItems(events: readonly EventRow[], state: MatchState): LiveFeedItem[] {
  const spans = roundSpans(state);
  return events.map((event) => {
    const time = event.timeStamp.getTime();
    const half = halfOf(state.halves, time);
    const minute = half?.startTime == null ? 0 : matchMinute(half.startTime, state.clockSpeed, time);
    const span = roundOfEvent(spans, state, time);
    const team = teamSideOf(event.team);
    return {
      _id: event.id,
      eventType: event.eventType,
      ...(team && { team }),
      minuteLabel: matchMinuteLabel(half?.halfNumber ?? 1, minute),
      halfNumber: half?.halfNumber ?? 1,
      ...(span && { roundNumber: span.round.roundNumber }),
      timeStamp: event.timeStamp.toISOString(),
      undone: event.deletedAt !== null,
    };
  });
}
