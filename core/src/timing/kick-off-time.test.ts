import { describe, expect, it } from 'vitest';
import { kickOffTime } from './kick-off-time';
import type { HalfState } from './match-state';

const now = Date.parse('2026-11-23T20:00:00Z');
const MINUTE = 60_000;
const half = (halfNumber: number, status: HalfState['status'], startTime: number | null, endTime = null) => ({
  halfNumber,
  status,
  startTime,
  endTime,
});
const upcoming = (startTime: number | null) => ({ halves: [half(1, 'upcoming', startTime)] });

describe('kickOffTime', () => {
  it("counts down to the half's start once an admin has started it", () => {
    expect(kickOffTime(upcoming(now + 30_000), '2026-11-23T21:00:00Z', now)).toBe(now + 30_000);
  });

  it("falls back to the match's scheduled kick-off", () => {
    expect(kickOffTime(upcoming(null), '2026-11-23T21:00:00Z', now)).toBe(now + 3_600_000);
    expect(kickOffTime({ halves: [] }, '2026-11-23T21:00:00Z', now)).toBe(now + 3_600_000);
  });

  it('has nothing to count down to without either, or once the kick-off has passed', () => {
    expect(kickOffTime(upcoming(null), null, now)).toBeNull();
    expect(kickOffTime(upcoming(null), '2026-11-23T19:00:00Z', now)).toBeNull();
  });

  it('never counts down while a half is under way, whatever the schedule says (spec 4: the active half first)', () => {
    const live = { halves: [half(1, 'active', now - 5 * MINUTE), half(2, 'upcoming', now + 60 * MINUTE)] };
    expect(kickOffTime(live, '2026-11-23T21:00:00Z', now)).toBeNull();
  });

  it('takes the earliest upcoming half with a start time, else the earliest half starting later', () => {
    const secondSet = {
      halves: [half(1, 'finished', now - 60 * MINUTE), half(2, 'upcoming', now + 15 * MINUTE)],
    };
    expect(kickOffTime(secondSet, null, now)).toBe(now + 15 * MINUTE);
    // a status the feed got wrong: the start time in the future still counts, the earliest first
    const mislabelled = {
      halves: [half(2, 'finished', now + 40 * MINUTE), half(1, 'finished', now + 20 * MINUTE)],
    };
    expect(kickOffTime(mislabelled, '2026-11-23T23:00:00Z', now)).toBe(now + 20 * MINUTE);
  });
});
