/** Plain match data the rules work on; the server maps database rows to these. Times are ms epoch. */

export const HALF_STATUSES = ['upcoming', 'active', 'finished'] as const;
export type HalfStatus = (typeof HALF_STATUSES)[number];

export interface HalfState {
  halfNumber: number;
  status: HalfStatus;
  /** When minute 0 of the half is (or will be) on the clock; null until the admin starts it. */
  startTime: number | null;
  /** Set when the half is ended. */
  endTime: number | null;
}

/** 'void' is a round that never started because its half ended first; it takes no part in play. */
export const ROUND_STATUSES = ['upcoming', 'active', 'finished', 'void'] as const;
export type RoundStatus = (typeof ROUND_STATUSES)[number];

/** Statuses are matched case-insensitively (spec 3); anything unknown counts as not started. */
function knownStatus<S extends string>(status: string, statuses: readonly S[]): S {
  const lower = status.toLowerCase();
  return statuses.find((known) => known === lower) ?? (statuses[0] as S);
}

/** A stored half status as the rules take it: case-insensitive, unknown is 'upcoming'. */
export const halfStatusOf = (status: string): HalfStatus => knownStatus(status, HALF_STATUSES);

/** A stored round status as the rules take it: case-insensitive, unknown is 'upcoming'. */
export const roundStatusOf = (status: string): RoundStatus => knownStatus(status, ROUND_STATUSES);

export interface RoundState {
  id: string;
  halfNumber: number;
  /** Unique within the match: rounds are numbered across halves (1-5, 6-10). */
  roundNumber: number;
  /** Match minutes from the start of the half. */
  startMinute: number;
  endMinute: number | null;
  status: RoundStatus;
}

export interface MatchState {
  /** Match minutes per real minute: 1 live, more for replays and demos. */
  clockSpeed: number;
  halves: readonly HalfState[];
  rounds: readonly RoundState[];
}

/** The spec's "10 minutes when no end is known", and the default roundDuration setting. */
export const DEFAULT_ROUND_DURATION = 10;
