import type { LobbyDetails, LobbyRound } from '@kickchips/core';
import { firstHalfMatch, makeLobbyDetails } from '../../test/lobby-details-fixture';

const MINUTE = 60_000;

const round = (n: number, kickOff: number, now: number): LobbyRound => {
  const startMinute = (n - 1) * 10;
  const startsAt = kickOff + startMinute * MINUTE;
  const endsAt = startsAt + 10 * MINUTE;
  return {
    _id: `round-${n}`,
    roundNumber: n,
    halfNumber: 1,
    startMinute,
    endMinute: startMinute + 10,
    status: now >= startsAt ? 'active' : 'upcoming',
    startsAt: new Date(startsAt).toISOString(),
    endsAt: new Date(endsAt).toISOString(),
    bettingClosesAt: new Date(startsAt).toISOString(),
    progress: Math.min(1, Math.max(0, (now - startsAt) / (10 * MINUTE))),
  };
};

/**
 * Lobby details for tests, `now` being minute 22 of the first half: rounds 1 and 2 are over
 * (and so not listed), round 3 runs, rounds 4 and 5 are to come.
 */
export function makeLiveLobbyDetails(now: number, overrides: Partial<LobbyDetails> = {}): LobbyDetails {
  const kickOff = now - 22 * MINUTE;
  return makeLobbyDetails({
    match: firstHalfMatch(kickOff),
    activeRounds: [round(3, kickOff, now)],
    upcomingRounds: [round(4, kickOff, now), round(5, kickOff, now)],
    activeRoundNum: 3,
    nextBettableRoundId: 'round-4',
    betting: { status: 'open', closesAt: null, warnsAt: null },
    ...overrides,
  });
}
