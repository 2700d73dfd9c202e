import { describe, expect, it } from 'vitest';
import { priceIsForRound, priceShownFor } from './price-for-round';

describe('priceIsForRound', () => {
  it('takes an automatic line only at the price made for the round', () => {
    expect(priceIsForRound({ pinned: false, pricedRoundId: 'r2' }, 'r2', true)).toBe(true);
    expect(priceIsForRound({ pinned: false, pricedRoundId: 'r1' }, 'r2', true)).toBe(false);
    expect(priceIsForRound({ pinned: false, pricedRoundId: null }, 'r2', true)).toBe(false);
  });

  it("takes a pinned line's price in every round, and any price on a match its admins price", () => {
    expect(priceIsForRound({ pinned: true, pricedRoundId: 'r1' }, 'r2', true)).toBe(true);
    expect(priceIsForRound({ pinned: false, pricedRoundId: 'r1' }, 'r2', false)).toBe(true);
  });

  it("shows a line for the round bets go on only at that round's price, or a price for every round", () => {
    expect(priceShownFor('r2', 'r2')).toBe(true);
    expect(priceShownFor('r1', 'r2')).toBe(false);
    expect(priceShownFor(null, 'r2')).toBe(true);
    expect(priceShownFor('r1', null)).toBe(true);
  });
});
