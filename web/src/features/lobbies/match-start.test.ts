import type { HalfState } from '@kickchips/core';
import { describe, expect, it } from 'vitest';
import { matchStart } from './match-start';

const NOW = Date.UTC(2026, 4, 1, 18, 0, 0);
const MINUTE = 60_000;
const iso = (ms: number) => new Date(ms).toISOString();
const half = (
  halfNumber: number,
  status: HalfState['status'],
  startTime: number | null,
  endTime: number | null = null,
): HalfState => ({ halfNumber, status, startTime, endTime });

describe('matchStart', () => {
  it('counts down to the scheduled kick-off while no half has a start time', () => {
    const match = {
      status: 'scheduled',
      scheduledAt: iso(NOW + (2 * 60 + 14) * MINUTE + 30_000),
      halves: [half(1, 'upcoming', null)],
    };
    expect(matchStart(match, NOW)).toEqual({ live: false, started: false, text: 'Starts in 2h 14m' });
  });

  it('prefers the start an admin set on a half (spec 4 display choice) over the schedule', () => {
    const match = {
      status: 'upcoming',
      scheduledAt: iso(NOW + 3 * 60 * MINUTE),
      halves: [half(1, 'upcoming', NOW + 65_000), half(2, 'upcoming', null)],
    };
    // spec 4: a countdown at exactly 1 minute displays 0:59, so 65 s read 1:04
    expect(matchStart(match, NOW).text).toBe('Starts in 1:04');
  });

  it('reads Started once the kick-off has passed without a half under way', () => {
    const match = {
      status: 'scheduled',
      scheduledAt: iso(NOW - MINUTE),
      halves: [half(1, 'upcoming', null)],
    };
    expect(matchStart(match, NOW)).toEqual({ live: false, started: true, text: 'Started' });
  });

  it('never reads "Starts in" for a live match, half-time included', () => {
    const running = {
      status: 'active',
      scheduledAt: iso(NOW + 30 * MINUTE),
      halves: [half(1, 'active', NOW - 65 * MINUTE), half(2, 'upcoming', null)],
    };
    expect(matchStart(running, NOW)).toEqual({ live: true, started: true, text: 'Elapsed 1h 5m' });
    const halfTime = {
      status: 'scheduled',
      scheduledAt: null,
      halves: [
        half(1, 'finished', NOW - 50 * MINUTE, NOW - 5 * MINUTE),
        half(2, 'upcoming', NOW + 10 * MINUTE),
      ],
    };
    expect(matchStart(halfTime, NOW)).toEqual({ live: true, started: true, text: 'Elapsed 0h 50m' });
    // live by its status before the first half's minute has come: no countdown, no 'Not started'
    const justStarted = { status: 'active', scheduledAt: null, halves: [half(1, 'active', NOW + 20_000)] };
    expect(matchStart(justStarted, NOW)).toEqual({ live: true, started: true, text: null });
  });

  it('says nothing when no start is known', () => {
    expect(matchStart({ status: 'scheduled', scheduledAt: null, halves: [] }, NOW)).toEqual({
      live: false,
      started: false,
      text: null,
    });
  });
});
