import { describe, expect, it } from 'vitest';
import type { EventRate } from './event-rate';
import { NO_EVIDENCE, roundDistribution } from './match-rate-update';

const corners: EventRate = { perMatch: 10, dispersion: 10, profile: [1, 1, 1, 1, 1, 1, 1, 1] };

describe('the in-play update', () => {
  it('prices the base rate before the match has shown anything', () => {
    expect(roundDistribution(corners, 1, NO_EVIDENCE)).toEqual({ mean: 1, shape: 10 });
  });

  it('raises the rate of a match that brings more than expected, and lowers it for fewer', () => {
    expect(roundDistribution(corners, 1, { observed: 10, exposure: 5 }).mean).toBeCloseTo(20 / 15, 12);
    expect(roundDistribution(corners, 1, { observed: 0, exposure: 5 }).mean).toBeCloseTo(10 / 15, 12);
  });

  it('grows more certain as the match goes', () => {
    expect(roundDistribution(corners, 1, { observed: 5, exposure: 5 }).shape).toBe(15);
  });

  it('leaves a Poisson event type at its base rate', () => {
    const steady = { ...corners, dispersion: Number.POSITIVE_INFINITY };
    expect(roundDistribution(steady, 2, { observed: 9, exposure: 1 }).mean).toBe(2);
  });
});
