import type { MatchState } from '@kickchips/core';
import { describe, expect, it } from 'vitest';
import { kickOffTime } from './kick-off-time';

const now = Date.parse('2026-11-23T20:00:00Z');
const upcoming = (startTime: number | null): MatchState => ({
  clockSpeed: 1,
  halves: [{ halfNumber: 1, status: 'upcoming', startTime, endTime: null }],
  rounds: [],
});

describe('kickOffTime', () => {
  it("counts down to the half's start once an admin has started it", () => {
    expect(kickOffTime(upcoming(now + 30_000), '2026-11-23T21:00:00Z', now)).toBe(now + 30_000);
  });

  it("falls back to the match's scheduled kick-off", () => {
    expect(kickOffTime(upcoming(null), '2026-11-23T21:00:00Z', now)).toBe(now + 3_600_000);
  });

  it('has nothing to count down to without either, or once the kick-off has passed', () => {
    expect(kickOffTime(upcoming(null), null, now)).toBeNull();
    expect(kickOffTime(upcoming(null), '2026-11-23T19:00:00Z', now)).toBeNull();
  });
});
