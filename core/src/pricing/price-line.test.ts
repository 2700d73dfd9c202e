import { describe, expect, it } from 'vitest';
import { MAX_LINES_PER_EVENT_TYPE, offeredThresholds, priceLine } from './price-line';

const poisson = (mean: number) => ({ mean, shape: Number.POSITIVE_INFINITY });

describe('pricing a line', () => {
  it('prices a near-certain side at 1, the lowest odds value, and does not offer it', () => {
    const under = priceLine(poisson(0.01), 3.5, 'under', 0.06);
    expect(under.chance).toBeGreaterThan(0.99);
    expect(under).toMatchObject({ price: 1, offered: false });
  });

  it('prices each side from its own chance', () => {
    const under = priceLine(poisson(0.5), 0.5, 'under', 0.06);
    expect(under.chance).toBeCloseTo(Math.exp(-0.5), 12);
    expect(under.price).toBe(Math.floor(100 / (Math.exp(-0.5) * 1.06)) / 100);
    expect(under.offered).toBe(true);
  });

  it('does not offer a line that almost never wins or almost always does', () => {
    const rare = poisson(0.03);
    expect(priceLine(rare, 0.5, 'over', 0.06).offered).toBe(false);
    expect(priceLine(rare, 0.5, 'under', 0.06).offered).toBe(false);
  });

  it('offers the lines nearest an even chance, at most three per event type', () => {
    const thresholds = offeredThresholds(poisson(4.2), 0.06);
    expect(thresholds.length).toBe(MAX_LINES_PER_EVENT_TYPE);
    // over 3.5 wins with 0.61, over 4.5 with 0.41, over 5.5 with 0.25, over 2.5 with 0.79
    expect(thresholds).toEqual([3.5, 4.5, 5.5]);
  });

  it('offers nothing for an event too rare for a round', () => {
    expect(offeredThresholds(poisson(0.03), 0.06)).toEqual([]);
  });
});
