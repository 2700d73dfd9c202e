import type { MatchDetail, MatchHalf, MatchRound, Odd } from '@kickchips/core';

export const MATCH_ID = '22222222-2222-4222-8222-222222222222';
export const HALF_ID = '33333333-3333-4333-8333-333333333333';
const at = '2026-01-01T00:00:00.000Z';

export function makeMatch(odds: Odd[] = [], overrides: Partial<MatchDetail> = {}): MatchDetail {
  return {
    _id: MATCH_ID,
    homeTeam: 'Home Team',
    awayTeam: 'Away Team',
    teams: [{ name: 'Home Team' }, { name: 'Away Team' }],
    halves: [HALF_ID],
    status: 'scheduled',
    scheduledAt: null,
    clockSpeed: 1,
    autoPricing: false,
    priceMargin: 0.06,
    teamLines: true,
    score: { home: 0, away: 0 },
    createdAt: at,
    updatedAt: at,
    odds,
    ...overrides,
  };
}

export function makeHalf(overrides: Partial<MatchHalf> = {}): MatchHalf {
  return {
    _id: HALF_ID,
    match: MATCH_ID,
    halfNumber: 1,
    status: 'upcoming',
    startTime: null,
    endTime: null,
    roundsCount: 0,
    createdAt: at,
    updatedAt: at,
    ...overrides,
  };
}

export function makeRound(roundNumber: number, startMinute: number, endMinute: number | null): MatchRound {
  return {
    _id: `44444444-4444-4444-8444-${String(roundNumber).padStart(12, '0')}`,
    match: MATCH_ID,
    half: HALF_ID,
    halfNumber: 1,
    roundNumber,
    startMinute,
    endMinute,
    status: 'upcoming',
    createdAt: at,
    updatedAt: at,
  };
}

export function makeOdd(
  betType: 'over' | 'under',
  threshold: number,
  odds: number,
  eventType = 'Goal',
  overrides: Partial<Odd> = {},
): Odd {
  return {
    _id: `55555555-5555-4555-8555-${String(threshold * 10).padStart(12, '0')}`,
    match: MATCH_ID,
    eventType,
    betType,
    threshold,
    odds,
    name: `${eventType} ${betType} ${threshold}`,
    pinned: true,
    offered: true,
    chance: null,
    previousOdds: null,
    withdrawn: false,
    fairPrice: null,
    returnPerChip: null,
    roundId: null,
    createdAt: at,
    updatedAt: at,
    ...overrides,
  };
}

export const MATCH_EVENT_TYPES = ['Goal', 'Corner'].map((name, position) => ({
  _id: `66666666-6666-4666-8666-00000000000${position}`,
  name,
  displayName: name,
  position,
}));
