import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cardEffect } from './card-effect';
import { CARD_KINDS, describeCard } from './card-kinds';

describe('cardEffect', () => {
  it('boosts a winning payout by the strength', () => {
    expect(cardEffect('boost', 1.5, { won: true, stake: 10, payout: 18 })).toBe(27);
    expect(cardEffect('boost', 1.2, { won: true, stake: 10, payout: 11 })).toBe(13);
    expect(cardEffect('boost', 3, { won: false, stake: 10, payout: 0 })).toBe(0);
  });

  it('shields 1 - 1/strength of a losing stake', () => {
    expect(cardEffect('shield', 1.5, { won: false, stake: 30, payout: 0 })).toBe(10);
    expect(cardEffect('shield', 2, { won: false, stake: 25, payout: 0 })).toBe(12);
    expect(cardEffect('shield', 2, { won: true, stake: 10, payout: 18 })).toBe(18);
  });

  it('doubles a win or pays nothing', () => {
    expect(cardEffect('double-or-nothing', 1.5, { won: true, stake: 10, payout: 18 })).toBe(36);
    expect(cardEffect('double-or-nothing', 1.5, { won: false, stake: 10, payout: 0 })).toBe(0);
  });

  it('always pays a whole number of chips, never below 0', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...CARD_KINDS),
        fc.integer({ min: 12, max: 30 }),
        fc.boolean(),
        fc.integer({ min: 1, max: 500 }),
        fc.integer({ min: 0, max: 5000 }),
        (kind, tenths, won, stake, payout) => {
          const value = cardEffect(kind, tenths / 10, { won, stake, payout: won ? payout : 0 });
          expect(Number.isInteger(value)).toBe(true);
          expect(value).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });

  it('describes each kind', () => {
    expect(describeCard('boost', 1.5)).toEqual({
      name: 'Boost',
      effect: 'A winning bet pays 1.5x its payout.',
    });
    expect(describeCard('shield', 1.5).effect).toBe('A losing bet returns 33% of its stake.');
    expect(describeCard('double-or-nothing', 2).name).toBe('Double or Nothing');
  });
});
