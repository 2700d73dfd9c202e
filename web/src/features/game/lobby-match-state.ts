import type { LobbyDetails, MatchState } from '@kickchips/core';
import { toMatchState } from '../../lib/to-match-state';

/**
 * The lobby's match as core's screen rules read it. The round that ended last is kept, so the
 * round-end transition lasts its 8 s between polls.
 */
export function lobbyMatchState(details: LobbyDetails): MatchState {
  const rounds = [
    ...(details.lastEndedRound ? [details.lastEndedRound] : []),
    ...details.activeRounds,
    ...details.upcomingRounds,
  ];
  return toMatchState(details.match.halves, rounds, details.match.clockSpeed);
}
