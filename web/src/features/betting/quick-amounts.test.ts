import { betAmountLimits } from '@kickchips/core';
import { describe, expect, it } from 'vitest';
import { amountHint, quickAmountsFor } from './quick-amounts';

describe('quickAmountsFor', () => {
  it('offers every quick amount in the default lobby (1 to 100)', () => {
    expect(quickAmountsFor({ minBetAmount: 1, maxBetAmount: 100 })).toEqual([5, 10, 25, 50, 100]);
  });

  it('leaves out the amounts below the min bet and above the max bet', () => {
    expect(quickAmountsFor({ minBetAmount: 10, maxBetAmount: 30 })).toEqual([10, 25]);
    expect(quickAmountsFor({ minBetAmount: 6, maxBetAmount: 500 })).toEqual([10, 25, 50, 100]);
    expect(quickAmountsFor({ minBetAmount: 10, maxBetAmount: 10 })).toEqual([10]);
  });
});

describe('amountHint', () => {
  const range = { minBetAmount: 5, maxBetAmount: 250 };

  it("names the lobby's range", () => {
    expect(amountHint(betAmountLimits(range, 900), range)).toBe('5 to 250 chips');
  });

  it("says when the player's chips cap the stake below the lobby's max", () => {
    expect(amountHint(betAmountLimits(range, 40), range)).toBe('5 to 40 chips (your chips; lobby max 250)');
  });

  it('says when there are not enough chips for the min bet', () => {
    expect(amountHint(betAmountLimits(range, 3), range)).toBe('Not enough chips for this bet');
  });
});
