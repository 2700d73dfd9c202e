import { gameScreen, type LobbyRound } from '@kickchips/core';
import { describe, expect, it } from 'vitest';
import { makeLobbyDetails } from '../../test/lobby-details-fixture';
import { lobbyMatchState } from './lobby-match-state';

const kickOff = Date.parse('2026-05-01T15:00:00.000Z');
const MINUTE = 60_000;

/** Round n runs from minute 10(n-1) for 9 minutes: a minute's break between rounds. */
const round = (roundNumber: number, status: string): LobbyRound => ({
  _id: `r${roundNumber}`,
  roundNumber,
  halfNumber: 1,
  startMinute: (roundNumber - 1) * 10,
  endMinute: (roundNumber - 1) * 10 + 9,
  status,
  startsAt: new Date(kickOff + (roundNumber - 1) * 10 * MINUTE).toISOString(),
  endsAt: new Date(kickOff + ((roundNumber - 1) * 10 + 9) * MINUTE).toISOString(),
  bettingClosesAt: null,
  progress: status === 'finished' ? 1 : 0,
});

const details = makeLobbyDetails({
  match: {
    _id: 'match-1',
    homeTeam: 'Arsenal',
    awayTeam: 'Chelsea',
    teams: [],
    status: 'live',
    score: { home: 0, away: 0 },
    clockSpeed: 1,
    scheduledAt: null,
    halves: [
      {
        _id: 'h1',
        halfNumber: 1,
        status: 'active',
        startTime: new Date(kickOff).toISOString(),
        endTime: null,
      },
    ],
  },
  lastEndedRound: round(1, 'finished'),
  upcomingRounds: [round(2, 'upcoming')],
});

describe('lobbyMatchState', () => {
  it('keeps the round that ended last, so the round-end transition lasts its 8 s between polls', () => {
    const match = lobbyMatchState(details);
    expect(match.rounds.map((r) => [r.roundNumber, r.status])).toEqual([
      [1, 'finished'],
      [2, 'upcoming'],
    ]);
    const state = gameScreen(match, kickOff + 9 * MINUTE + 5000);
    expect(state.screen).toBe('TRANSITION');
    expect(state.completedRound?.round.roundNumber).toBe(1);
  });

  it('moves on once the transition is over', () => {
    const state = gameScreen(lobbyMatchState(details), kickOff + 9 * MINUTE + 8000);
    expect(state.screen).not.toBe('TRANSITION');
  });
});
