import { describe, expect, it } from 'vitest';
import { NO_WIN_RATE, winRate } from './win-rate';

describe('winRate', () => {
  it('is a whole percent of bets won over bets settled', () => {
    expect(winRate(1, 3)).toBe('33%');
    expect(winRate(2, 3)).toBe('67%');
    expect(winRate(4, 4)).toBe('100%');
    expect(winRate(0, 2)).toBe('0%');
  });

  it('reads a dash, not 0%, while no bet is settled', () => {
    expect(winRate(0, 0)).toBe(NO_WIN_RATE);
    expect(NO_WIN_RATE).toBe('—');
  });
});
