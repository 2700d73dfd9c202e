import { describe, expect, it } from 'vitest';
import { roundHasStarted } from './round-has-started';

const KICK_OFF = Date.UTC(2026, 0, 1, 12, 1);
const minute = (m: number) => KICK_OFF + m * 60_000;
const started = { startTime: KICK_OFF, endTime: null };
const upcoming = (startMinute: number) => ({ status: 'upcoming', startMinute });

describe('roundHasStarted', () => {
  it('takes an active or finished round as started, whatever the clock says', () => {
    const notStarted = { startTime: null, endTime: null };
    expect(roundHasStarted({ status: 'Active', startMinute: 9 }, notStarted, 1, minute(-5))).toBe(true);
    expect(roundHasStarted({ status: 'finished', startMinute: 0 }, notStarted, 1, minute(-5))).toBe(true);
  });

  it('protects the first round from the moment its half is started, before kick-off and the tick', () => {
    expect(roundHasStarted(upcoming(0), started, 1, minute(-0.99))).toBe(true);
    expect(roundHasStarted(upcoming(9), started, 1, minute(-0.99))).toBe(false);
  });

  it('protects a later round once the match minute reaches its start, before the tick marks it', () => {
    expect(roundHasStarted(upcoming(9), started, 1, minute(8.99))).toBe(false);
    expect(roundHasStarted(upcoming(9), started, 1, minute(9))).toBe(true);
    expect(roundHasStarted(upcoming(9), started, 10, minute(0.9))).toBe(true);
  });

  it('leaves the rounds of a half not started, and the void rounds of an ended one, deletable', () => {
    expect(roundHasStarted(upcoming(0), { startTime: null, endTime: null }, 1, minute(50))).toBe(false);
    const ended = { startTime: KICK_OFF, endTime: minute(20) };
    expect(roundHasStarted({ status: 'void', startMinute: 27 }, ended, 1, minute(50))).toBe(false);
  });
});
