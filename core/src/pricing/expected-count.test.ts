import { describe, expect, it } from 'vitest';
import type { EventRate } from './event-rate';
import { blockRates, expectedCount, expectedRoundEnd } from './expected-count';

const steady: EventRate = { perMatch: 96, dispersion: Number.POSITIVE_INFINITY, profile: [1, 1, 1, 1, 1, 1] };
const late: EventRate = { perMatch: 3, dispersion: 20, profile: [1, 1, 1, 1, 1, 2] };

describe('expected counts', () => {
  it('spreads a steady rate evenly over the 96 minutes of a typical match', () => {
    expect(expectedCount(steady, 1, 0, 9)).toBeCloseTo(9, 9);
    expect(expectedCount(steady, 2, 36, 49)).toBeCloseTo(13, 9);
  });

  it('adds up to the per-match rate over a typical match, added time included', () => {
    const match = expectedCount(late, 1, 0, 47) + expectedCount(late, 2, 0, 49);
    expect(match).toBeCloseTo(3, 9);
  });

  it('weighs each block by its profile', () => {
    const [first, , , , , last] = blockRates(late);
    expect(last! / first!).toBeCloseTo(2, 9);
    expect(expectedCount(late, 2, 75, 80)).toBeCloseTo(2 * expectedCount(late, 2, 0, 5), 9);
  });

  it('counts added time in the last block of its half', () => {
    expect(expectedCount(late, 2, 90, 95)).toBeCloseTo(expectedCount(late, 2, 80, 85), 9);
    expect(expectedCount(late, 1, 45, 47)).toBeCloseTo(expectedCount(late, 1, 40, 42), 9);
  });

  it('expects an open-ended last round to run to the end of its half, added time included', () => {
    expect(expectedRoundEnd(1, 36)).toBe(47);
    expect(expectedRoundEnd(2, 36)).toBe(49);
    expect(expectedRoundEnd(1, 50)).toBe(60);
  });
});
