import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PRICE_MARGIN, isOffered, linePrice } from './line-price';

describe('line prices', () => {
  it('prices a chance at 1 / (p × (1 + margin)), rounded down to 0.01', () => {
    expect(linePrice(0.5, 0)).toBe(2);
    expect(linePrice(0.5, 0.06)).toBe(1.88);
    expect(linePrice(0.25, 0.06)).toBe(3.77);
  });

  it('never returns more than 1 / (1 + margin) per chip on average', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0.001, max: 1, noNaN: true }),
        fc.double({ min: 0, max: 0.5, noNaN: true }),
        (p, m) => {
          expect(p * linePrice(p, m)).toBeLessThanOrEqual(1 / (1 + m) + 1e-9);
        },
      ),
    );
  });

  it('offers a line only with a chance from 0.05 to 0.95 and a price that gains something', () => {
    expect(isOffered(0.04, linePrice(0.04, DEFAULT_PRICE_MARGIN))).toBe(false);
    expect(isOffered(0.05, linePrice(0.05, DEFAULT_PRICE_MARGIN))).toBe(true);
    expect(isOffered(0.5, linePrice(0.5, DEFAULT_PRICE_MARGIN))).toBe(true);
    // 0.9 prices at 1.04: ten chips would pay ten back
    expect(isOffered(0.9, linePrice(0.9, DEFAULT_PRICE_MARGIN))).toBe(false);
    expect(isOffered(0.96, 1.1)).toBe(false);
  });
});
