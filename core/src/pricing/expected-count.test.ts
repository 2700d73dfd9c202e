import { describe, expect, it } from 'vitest';
import { type EventRate, EXPECTED_ADDED_TIME } from './event-rate';
import { blockRates, expectedCount, expectedRoundEnd } from './expected-count';

const steady: EventRate = {
  perMatch: 90 + EXPECTED_ADDED_TIME[0] + EXPECTED_ADDED_TIME[1],
  dispersion: Number.POSITIVE_INFINITY,
  profile: [1, 1, 1, 1, 1, 1, 1, 1],
};
const late: EventRate = { perMatch: 3, dispersion: 20, profile: [1, 1, 1, 1, 1, 1, 2, 3] };
const [firstAdded, secondAdded] = EXPECTED_ADDED_TIME;

describe('expected counts', () => {
  it('spreads a steady rate evenly over the minutes of a typical match, added time included', () => {
    expect(expectedCount(steady, 1, 0, 9)).toBeCloseTo(9, 9);
    expect(expectedCount(steady, 2, 36, 45 + secondAdded)).toBeCloseTo(9 + secondAdded, 9);
  });

  it('adds up to the per-match rate over a typical match, added time included', () => {
    const match = expectedCount(late, 1, 0, 45 + firstAdded) + expectedCount(late, 2, 0, 45 + secondAdded);
    expect(match).toBeCloseTo(3, 9);
  });

  it('weighs each block by its profile', () => {
    const [first, , , , , , last] = blockRates(late);
    expect(last! / first!).toBeCloseTo(2, 9);
    expect(expectedCount(late, 2, 30, 35)).toBeCloseTo(2 * expectedCount(late, 2, 0, 5), 9);
  });

  it('counts added time in a block of its own, at its own rate', () => {
    expect(expectedCount(late, 2, 45, 47)).toBeCloseTo(1.5 * expectedCount(late, 2, 40, 42), 9);
    expect(expectedCount(late, 1, 45, 47)).toBeCloseTo(expectedCount(late, 1, 40, 42), 9);
  });

  it('expects an open-ended last round to run to the end of its half, added time included', () => {
    expect(expectedRoundEnd(1, 36)).toBe(45 + firstAdded);
    expect(expectedRoundEnd(2, 36)).toBe(45 + secondAdded);
    expect(expectedRoundEnd(1, 50)).toBe(60);
  });
});
