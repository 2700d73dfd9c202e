import { type HalfState, halfStatusOf, type MatchState, roundStatusOf } from '@kickchips/core';

/** A half as the API sends it (lobby details and the admin's match halves share these fields). */
type HalfRow = { halfNumber: number; status: string; startTime: string | null; endTime: string | null };
/** A round as the API sends it. */
type RoundRow = {
  _id: string;
  halfNumber: number;
  roundNumber: number;
  startMinute: number;
  endMinute: number | null;
  status: string;
};

const time = (iso: string | null) => (iso === null ? null : Date.parse(iso));

/** A status the rules do not know reads as 'upcoming' (core's status lists): the rules leave it alone. */
export function toHalfState(half: HalfRow): HalfState {
  return {
    halfNumber: half.halfNumber,
    status: halfStatusOf(half.status),
    startTime: time(half.startTime),
    endTime: time(half.endTime),
  };
}

/** The web's one conversion of the API's halves and rounds to core's MatchState (times in ms). */
export function toMatchState(
  halves: readonly HalfRow[],
  rounds: readonly RoundRow[],
  clockSpeed: number,
): MatchState {
  return {
    clockSpeed,
    halves: halves.map(toHalfState),
    rounds: rounds.map((round) => ({
      id: round._id,
      halfNumber: round.halfNumber,
      roundNumber: round.roundNumber,
      startMinute: round.startMinute,
      endMinute: round.endMinute,
      status: roundStatusOf(round.status),
    })),
  };
}
