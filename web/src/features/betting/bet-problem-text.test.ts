import { describe, expect, it } from 'vitest';
import { betProblemText } from './bet-problem-text';

describe('betProblemText', () => {
  it('agrees chip with the lobby limit', () => {
    expect(betProblemText('bet/below_min', { minBetAmount: 1, maxBetAmount: 100 })).toBe(
      'Minimum bet is 1 chip',
    );
    expect(betProblemText('bet/below_min', { minBetAmount: 5, maxBetAmount: 100 })).toBe(
      'Minimum bet is 5 chips',
    );
    expect(betProblemText('bet/above_max', { minBetAmount: 1, maxBetAmount: 100 })).toBe(
      'Maximum bet is 100 chips',
    );
  });
});
