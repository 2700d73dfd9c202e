import {
  type HalfState,
  halfStatusOf,
  type MatchState,
  type RoundState,
  roundStatusOf,
} from '@kickchips/core';
import type { matches, matchHalves, matchRounds } from '../../db/schema';

type HalfRow = typeof matchHalves.$inferSelect;
/** Times as rows hold them, or already in ms when a statement read them as epoch numbers. */
type HalfFields = Pick<HalfRow, 'halfNumber' | 'status'> & {
  startTime: Date | number | null;
  endTime: Date | number | null;
};
type RoundFields = Pick<
  typeof matchRounds.$inferSelect,
  'id' | 'roundNumber' | 'startMinute' | 'endMinute' | 'status'
>;

const epochMs = (time: Date | number | null) => (time instanceof Date ? time.getTime() : time);

/** A half row as core's timing rules take it (times in ms). */
export function toHalfState(row: HalfFields): HalfState {
  return {
    halfNumber: row.halfNumber,
    status: halfStatusOf(row.status),
    startTime: epochMs(row.startTime),
    endTime: epochMs(row.endTime),
  };
}

/** A round row as core's timing rules take it; its half's number is looked up by the caller. */
export function toRoundState(row: RoundFields, halfNumber: number | null | undefined): RoundState {
  return {
    id: row.id,
    halfNumber: halfNumber ?? 0,
    roundNumber: row.roundNumber,
    startMinute: row.startMinute,
    endMinute: row.endMinute,
    status: roundStatusOf(row.status),
  };
}

/** The one conversion from a match's rows to core's `MatchState`. */
export function toMatchState(
  match: Pick<typeof matches.$inferSelect, 'clockSpeed'>,
  halves: readonly (HalfFields & { id: string })[],
  rounds: readonly (RoundFields & { halfId: string })[],
): MatchState {
  const halfNumbers = new Map(halves.map((half) => [half.id, half.halfNumber]));
  return {
    clockSpeed: match.clockSpeed,
    halves: halves.map(toHalfState),
    rounds: rounds.map((round) => toRoundState(round, halfNumbers.get(round.halfId))),
  };
}
