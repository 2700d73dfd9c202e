import { describe, expect, it } from 'vitest';
import { winRate } from './win-rate';

describe('winRate', () => {
  it('is a whole percent of bets won over bets placed', () => {
    expect(winRate(1, 3)).toBe('33%');
    expect(winRate(2, 3)).toBe('67%');
    expect(winRate(4, 4)).toBe('100%');
  });

  it('reads 0% before any bet', () => {
    expect(winRate(0, 0)).toBe('0%');
  });
});
