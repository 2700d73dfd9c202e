import type { HalfState } from '@kickchips/core';
import { describe, expect, it } from 'vitest';
import { lobbyMatchTiming } from './pre-match-betting';

const NOW = Date.UTC(2026, 10, 27, 20, 0);
const MIN = 60_000;
const half = (halfNumber: number, overrides: Partial<HalfState> = {}): HalfState => ({
  halfNumber,
  status: 'upcoming',
  startTime: null,
  endTime: null,
  ...overrides,
});
const badges = (halves: HalfState[]) => {
  const { preMatchBetting, halfTime } = lobbyMatchTiming(halves, NOW);
  return { preMatchBetting, halfTime };
};

describe('lobbyMatchTiming', () => {
  it('shows PRE-MATCH BETTING before kick-off, with or without a start time', () => {
    expect(badges([half(1), half(2)])).toEqual({ preMatchBetting: true, halfTime: false });
    expect(badges([half(1, { status: 'active', startTime: NOW + MIN }), half(2)])).toEqual({
      preMatchBetting: true,
      halfTime: false,
    });
    expect(badges([])).toEqual({ preMatchBetting: true, halfTime: false });
  });

  it('shows neither while a half is in play', () => {
    expect(badges([half(1, { status: 'active', startTime: NOW - 20 * MIN }), half(2)])).toEqual({
      preMatchBetting: false,
      halfTime: false,
    });
  });

  it('shows HALF-TIME, not PRE-MATCH BETTING, between the halves (issue 29 item 8)', () => {
    const first = half(1, { status: 'finished', startTime: NOW - 50 * MIN, endTime: NOW - 5 * MIN });
    expect(badges([first, half(2)])).toEqual({ preMatchBetting: false, halfTime: true });
    expect(badges([first, half(2, { status: 'active', startTime: NOW + MIN })])).toEqual({
      preMatchBetting: false,
      halfTime: true,
    });
  });

  it('shows neither once every half has been played', () => {
    const ended = (n: number) =>
      half(n, { status: 'finished', startTime: NOW - 99 * MIN, endTime: NOW - MIN });
    expect(badges([ended(1), ended(2)])).toEqual({ preMatchBetting: false, halfTime: false });
  });
});
