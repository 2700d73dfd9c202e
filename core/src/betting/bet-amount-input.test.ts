import { describe, expect, it } from 'vitest';
import { BET_AMOUNT, betAmountCap, betAmountFromInput } from './bet-amount-input';

describe('bet amount input', () => {
  it('has the constants of spec 9', () => {
    expect(BET_AMOUNT).toEqual({ min: 1, max: 100, initial: 10, quickAmounts: [5, 10, 25, 50, 100] });
  });

  it('caps at 100 and at the lobby maximum', () => {
    expect(betAmountCap(500)).toBe(100);
    expect(betAmountCap(40)).toBe(40);
  });

  it.each([
    ['', 0],
    ['  ', 0],
    ['abc', 0],
    ['0', 1],
    ['-3', 1],
    ['1', 1],
    ['25', 25],
    ['12.7', 12],
    ['100', 100],
    ['101', 100],
    ['9999', 100],
  ])('reads %j as %s', (text, amount) => {
    expect(betAmountFromInput(text, 500)).toBe(amount);
  });

  it('caps at a lower lobby maximum', () => {
    expect(betAmountFromInput('75', 50)).toBe(50);
  });
});
