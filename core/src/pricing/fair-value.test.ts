import { describe, expect, it } from 'vitest';
import { fairValue, isAboveFair } from './fair-value';

describe('fairValue', () => {
  it('gives the fair price and what a chip returns under the model', () => {
    const value = fairValue(2.32, 0.25);
    expect(value.fairPrice).toBe(4);
    expect(value.returnPerChip).toBeCloseTo(0.58, 10);
    expect(isAboveFair(value)).toBe(false);
  });

  it('marks a price that returns more than a chip as above fair', () => {
    expect(isAboveFair(fairValue(2.32, 0.9))).toBe(true);
    expect(isAboveFair(fairValue(2, 0.5))).toBe(false);
  });

  it('gives nothing where the model has no chance, and no fair price at a chance of 0', () => {
    expect(fairValue(3, null)).toEqual({ fairPrice: null, returnPerChip: null });
    expect(isAboveFair(fairValue(3, null))).toBe(false);
    expect(fairValue(3, 0)).toEqual({ fairPrice: null, returnPerChip: 0 });
  });
});
