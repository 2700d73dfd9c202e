import { describe, expect, it } from 'vitest';
import { betDisplayStatus } from './bet-display-status';

describe('betDisplayStatus', () => {
  const over = { betType: 'over' as const, threshold: 1.5, isWon: null };
  const under = { betType: 'under' as const, threshold: 1.5, isWon: null };

  it('shows the settled result', () => {
    expect(betDisplayStatus({ ...over, isWon: true }, 'ended', 0)).toBe('WON');
    expect(betDisplayStatus({ ...over, isWon: false }, 'active', 5)).toBe('LOST');
  });

  it('is UPCOMING before its round starts', () => {
    expect(betDisplayStatus(over, 'waiting', 0)).toBe('UPCOMING');
    expect(betDisplayStatus(over, 'break', 0)).toBe('UPCOMING');
  });

  it('is WINNING while the live count would win it, else ACTIVE', () => {
    expect(betDisplayStatus(over, 'active', 1)).toBe('ACTIVE');
    expect(betDisplayStatus(over, 'active', 2)).toBe('WINNING');
    expect(betDisplayStatus(under, 'active', 1)).toBe('WINNING');
    expect(betDisplayStatus(under, 'ended', 2)).toBe('ACTIVE');
  });

  it('is ACTIVE, never WINNING, for a team line that will be void', () => {
    expect(betDisplayStatus(over, 'active', 'void')).toBe('ACTIVE');
    expect(betDisplayStatus(under, 'active', 'void')).toBe('ACTIVE');
    expect(betDisplayStatus(under, 'waiting', 'void')).toBe('UPCOMING');
    expect(betDisplayStatus({ ...under, isWon: false }, 'ended', 'void')).toBe('LOST');
  });
});
