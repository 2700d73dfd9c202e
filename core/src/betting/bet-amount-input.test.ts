import { describe, expect, it } from 'vitest';
import { betAmountFromInput } from './bet-amount-input';

describe('bet amount input', () => {
  const lobby = { min: 1, max: 250 };

  it.each([
    ['', 0],
    ['  ', 0],
    ['abc', 0],
    ['0', 1],
    ['-3', 1],
    ['25', 25],
    ['12.7', 12],
    ['250', 250],
    ['251', 250],
    ['9999', 250],
  ])('reads %j as %s within 1 to 250', (text, amount) => {
    expect(betAmountFromInput(text, lobby)).toBe(amount);
  });

  it('keeps to a lower maximum and a higher minimum', () => {
    expect(betAmountFromInput('75', { min: 1, max: 50 })).toBe(50);
    expect(betAmountFromInput('2', { min: 5, max: 50 })).toBe(5);
  });

  it('gives 0 when no stake fits (fewer chips than the minimum)', () => {
    expect(betAmountFromInput('5', { min: 5, max: 3 })).toBe(3);
    expect(betAmountFromInput('5', { min: 5, max: 0 })).toBe(0);
  });
});
