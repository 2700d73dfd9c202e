import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { inactivityPenaltyAmount } from './inactivity-penalty';

describe('inactivityPenaltyAmount', () => {
  it('takes the penalty, or what is left', () => {
    expect(inactivityPenaltyAmount(5, 100)).toBe(5);
    expect(inactivityPenaltyAmount(5, 3)).toBe(3);
    expect(inactivityPenaltyAmount(5, 0)).toBe(0);
    expect(inactivityPenaltyAmount(0, 10)).toBe(0);
  });

  it('never leaves a balance below 0', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 20 }), fc.nat(2000), (penalty, chips) => {
        const taken = inactivityPenaltyAmount(penalty, chips);
        expect(taken).toBeGreaterThanOrEqual(0);
        expect(chips - taken).toBeGreaterThanOrEqual(0);
      }),
    );
  });
});
