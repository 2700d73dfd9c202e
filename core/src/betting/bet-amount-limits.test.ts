import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { betAmountHint, betAmountLimits, stakeProblem } from './bet-amount-limits';

const settings = fc
  .record({ minBetAmount: fc.integer({ min: 1, max: 10 }), maxBetAmount: fc.integer({ min: 10, max: 500 }) })
  .filter((s) => s.minBetAmount <= s.maxBetAmount);

describe('bet amount limits (game-rules 12)', () => {
  it("uses the lobby's range, not 100", () => {
    const limits = betAmountLimits({ minBetAmount: 1, maxBetAmount: 250 }, 1000);
    expect(limits).toEqual({ min: 1, max: 250, maxFrom: 'lobby' });
    expect(betAmountHint(limits)).toBe('1 to 250 chips');
    expect(stakeProblem(250, limits)).toBeNull();
    expect(stakeProblem(251, limits)).toBe('bet/above_max');
  });

  it('caps at the chips and says so', () => {
    const limits = betAmountLimits({ minBetAmount: 5, maxBetAmount: 100 }, 40);
    expect(limits).toEqual({ min: 5, max: 40, maxFrom: 'chips' });
    expect(stakeProblem(41, limits)).toBe('bet/insufficient_chips');
    expect(stakeProblem(4, limits)).toBe('bet/below_min');
    expect(stakeProblem(4.5, limits)).toBe('bet/not_integer');
    expect(betAmountHint(betAmountLimits({ minBetAmount: 5, maxBetAmount: 100 }, 3))).toBe(
      'Not enough chips for this bet',
    );
  });

  it('accepts exactly the whole stakes in [min, min(max, chips)]', () => {
    fc.assert(
      fc.property(settings, fc.nat(1000), fc.integer({ min: -10, max: 1000 }), (lobby, chips, stake) => {
        const ok = stakeProblem(stake, betAmountLimits(lobby, chips)) === null;
        expect(ok).toBe(stake >= lobby.minBetAmount && stake <= lobby.maxBetAmount && stake <= chips);
      }),
    );
  });
});
