import type { HalfState, HalfStatus, MatchHalf, MatchRound, MatchState, RoundStatus } from '@kickchips/core';

const time = (value: string | null) => (value === null ? null : Date.parse(value));

export function halfStateOf(half: MatchHalf): HalfState {
  return {
    halfNumber: half.halfNumber,
    status: half.status as HalfStatus,
    startTime: time(half.startTime),
    endTime: time(half.endTime),
  };
}

/** The API's halves and rounds as the core timing rules read them. */
export function matchStateOf(halves: MatchHalf[], rounds: MatchRound[], clockSpeed: number): MatchState {
  return {
    clockSpeed,
    halves: halves.map(halfStateOf),
    rounds: rounds.map((round) => ({
      id: round._id,
      halfNumber: round.halfNumber,
      roundNumber: round.roundNumber,
      startMinute: round.startMinute,
      endMinute: round.endMinute,
      status: round.status as RoundStatus,
    })),
  };
}
