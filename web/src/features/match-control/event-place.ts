import { halfAt, type MatchState, matchMinute, type RoundSpan, roundOfEvent } from '@kickchips/core';

export type EventPlace = { minute: number | null; roundNumber: number | null };

/** Where an event fell: its match minute (1-based, as football counts) and the round it counts for. */
export function eventPlace(state: MatchState, spans: readonly RoundSpan[], timeStamp: number): EventPlace {
  const half = halfAt(state.halves, timeStamp);
  const minute =
    half?.startTime == null ? null : Math.floor(matchMinute(half.startTime, state.clockSpeed, timeStamp)) + 1;
  return { minute, roundNumber: roundOfEvent(spans, state, timeStamp)?.round.roundNumber ?? null };
}

/** "12'", "R3" or "no round": the log's short place of an event. */
export function placeText(place: EventPlace): string {
  const minute = place.minute === null ? '' : `${place.minute}′ · `;
  return `${minute}${place.roundNumber === null ? 'no round' : `Round ${place.roundNumber}`}`;
}
