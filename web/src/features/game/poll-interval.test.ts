import { describe, expect, it } from 'vitest';
import { bettingDeadlinePoll, pollInterval } from './poll-interval';

describe('pollInterval', () => {
  it("keeps the spec's pace while the push stream is down", () => {
    expect(pollInterval('ACTIVE_ROUND')).toBe(2500);
    expect(pollInterval('PRE_MATCH')).toBe(10_000);
    expect(pollInterval('TRANSITION')).toBe(2000);
    expect(pollInterval('MATCH_RESULTS')).toBe(60_000);
  });
});

describe('bettingDeadlinePoll', () => {
  it('reads again at half the time left to the close, never sooner than 1 s nor later than the pace', () => {
    expect(bettingDeadlinePoll(30_000, 100_000, 0)).toBe(30_000);
    expect(bettingDeadlinePoll(30_000, 20_000, 0)).toBe(10_000);
    expect(bettingDeadlinePoll(30_000, 1500, 0)).toBe(1000);
  });

  it('keeps the pace without a closing time still to come', () => {
    expect(bettingDeadlinePoll(2500, null, 0)).toBe(2500);
    expect(bettingDeadlinePoll(2500, 1000, 1000)).toBe(2500);
  });
});
