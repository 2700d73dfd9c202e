import { DEFAULT_GAME_SETTINGS, type LobbyDetails } from '@kickchips/core';

const user = (id: string, username: string) => ({ _id: id, username, name: username, avatarUrl: null });

/** Lobby details before kick-off with a host and a second player, for tests. */
export function makeLobbyDetails(overrides: Partial<LobbyDetails> = {}): LobbyDetails {
  return {
    lobby: {
      _id: 'lobby-1',
      lobbyCode: 'AB23CD',
      gameSettings: DEFAULT_GAME_SETTINGS,
      hostUser: { _id: 'u1', username: 'hosty' },
      status: 'waiting',
      locked: false,
      createdAt: '2026-01-01T00:00:00.000Z',
    },
    match: {
      _id: 'match-1',
      homeTeam: 'Arsenal',
      awayTeam: 'Chelsea',
      teams: [{ name: 'Arsenal' }, { name: 'Chelsea' }],
      status: 'scheduled',
      clockSpeed: 1,
      scheduledAt: null,
      halves: [],
      score: { home: 0, away: 0 },
    },
    users: [
      { user: user('u1', 'hosty'), role: 'player', chips: 100, eliminated: false },
      { user: user('u2', 'guest'), role: 'player', chips: 100, eliminated: false },
    ],
    activeRounds: [],
    upcomingRounds: [],
    odds: [],
    leaderboard: [],
    activeRoundNum: null,
    nextBettableRoundId: null,
    betting: { status: 'closed', closesAt: null, warnsAt: null },
    betPlacedBy: [],
    currentUser: { _id: 'u2', role: 'player', chips: 100, eliminated: false },
    serverTime: new Date().toISOString(),
    ...overrides,
  };
}

/** The fixture's match with its first half under way since `kickOff` (ms), for tests. */
export function firstHalfMatch(kickOff: number): LobbyDetails['match'] {
  return {
    ...makeLobbyDetails().match,
    status: 'active',
    halves: [
      {
        _id: 'half-1',
        halfNumber: 1,
        status: 'active',
        startTime: new Date(kickOff).toISOString(),
        endTime: null,
      },
    ],
  };
}
