import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countAtMost, countQuantile, lineChances } from './count-distribution';

const poisson = (mean: number) => ({ mean, shape: Number.POSITIVE_INFINITY });

describe('count distributions', () => {
  it('gives the Poisson probabilities when the shape is infinite', () => {
    expect(countAtMost(poisson(2), 0)).toBeCloseTo(Math.exp(-2), 12);
    expect(countAtMost(poisson(2), 1)).toBeCloseTo(3 * Math.exp(-2), 12);
  });

  it('gives the negative binomial probabilities for a finite shape', () => {
    // shape 2, mean 2: p = shape / (shape + mean) = 0.5; P(0) = 0.25, P(1) = 2 · 0.25 · 0.5
    expect(countAtMost({ mean: 2, shape: 2 }, 0)).toBeCloseTo(0.25, 12);
    expect(countAtMost({ mean: 2, shape: 2 }, 1)).toBeCloseTo(0.5, 12);
  });

  it('approaches the Poisson as the shape grows', () => {
    expect(countAtMost({ mean: 3, shape: 1e7 }, 2)).toBeCloseTo(countAtMost(poisson(3), 2), 5);
  });

  it('splits a half-line into two sides that add up to one', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0.01, max: 40, noNaN: true }),
        fc.oneof(fc.constant(Number.POSITIVE_INFINITY), fc.double({ min: 0.5, max: 200, noNaN: true })),
        fc.integer({ min: 0, max: 30 }),
        (mean, shape, whole) => {
          const { over, under } = lineChances({ mean, shape }, whole + 0.5);
          expect(over + under).toBeCloseTo(1, 9);
        },
      ),
    );
  });

  it('leaves the chance of a push out of both sides of a whole threshold', () => {
    const { over, under } = lineChances(poisson(1), 1);
    expect(under).toBeCloseTo(Math.exp(-1), 12);
    expect(over).toBeCloseTo(1 - 2 * Math.exp(-1), 12);
  });

  it('finds quantiles', () => {
    expect(countQuantile(poisson(2), 0.05)).toBe(0);
    expect(countQuantile(poisson(2), 0.95)).toBe(5);
  });
});
