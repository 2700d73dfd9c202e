import type { Match, MatchEvent, MatchEventType, MatchHalf, TeamSide } from '@kickchips/core';

export const MATCH_ID = '22222222-2222-4222-8222-222222222222';
const AT = '2026-05-01T12:00:00.000Z';

export function makeMatch(overrides: Partial<Match> = {}): Match {
  return {
    _id: MATCH_ID,
    homeTeam: 'Lions',
    awayTeam: 'Tigers',
    teams: [{ name: 'Lions' }, { name: 'Tigers' }],
    halves: [],
    status: 'scheduled',
    scheduledAt: null,
    clockSpeed: 1,
    autoPricing: true,
    priceMargin: 0.06,
    teamLines: true,
    score: { home: 0, away: 0 },
    createdAt: AT,
    updatedAt: AT,
    ...overrides,
  };
}

export function makeHalf(halfNumber: number, status: string, overrides: Partial<MatchHalf> = {}): MatchHalf {
  return {
    _id: `33333333-3333-4333-8333-33333333333${halfNumber}`,
    match: MATCH_ID,
    halfNumber,
    status,
    startTime: status === 'upcoming' ? null : AT,
    endTime: status === 'finished' ? '2026-05-01T12:45:00.000Z' : null,
    roundsCount: 0,
    createdAt: AT,
    updatedAt: AT,
    ...overrides,
  };
}

export function makeEvent(n: number, eventType: string, timeStamp: string, team?: TeamSide): MatchEvent {
  return {
    _id: `44444444-4444-4444-8444-44444444444${n}`,
    match: MATCH_ID,
    eventType,
    timeStamp,
    createdAt: timeStamp,
    recordedBy: null,
    ...(team ? { team } : {}),
  };
}

export const EVENT_TYPES: MatchEventType[] = [
  { _id: 'et-goal', name: 'Goal', displayName: 'Goal', position: 0 },
  { _id: 'et-corner', name: 'Corner', displayName: 'Corner', position: 1 },
];
