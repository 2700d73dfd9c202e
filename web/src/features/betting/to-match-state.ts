import type { HalfStatus, LobbyDetails, MatchState, RoundStatus } from '@kickchips/core';

const time = (iso: string | null) => (iso ? Date.parse(iso) : null);
const HALF_STATUSES: readonly string[] = ['upcoming', 'active', 'finished'];
const ROUND_STATUSES: readonly string[] = ['upcoming', 'active', 'finished', 'void'];

/** The lobby details as the core screen rules read them (times in ms). */
export function toMatchState(details: LobbyDetails): MatchState {
  const rounds = [
    ...(details.lastEndedRound ? [details.lastEndedRound] : []),
    ...details.activeRounds,
    ...details.upcomingRounds,
  ];
  return {
    clockSpeed: details.match.clockSpeed,
    halves: details.match.halves.map((half) => ({
      halfNumber: half.halfNumber,
      status: (HALF_STATUSES.includes(half.status) ? half.status : 'upcoming') as HalfStatus,
      startTime: time(half.startTime),
      endTime: time(half.endTime),
    })),
    rounds: rounds.map((round) => ({
      id: round._id,
      halfNumber: round.halfNumber,
      roundNumber: round.roundNumber,
      startMinute: round.startMinute,
      endMinute: round.endMinute,
      status: (ROUND_STATUSES.includes(round.status) ? round.status : 'upcoming') as RoundStatus,
    })),
  };
}
