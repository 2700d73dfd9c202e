import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CARD_KINDS } from './card-kinds';
import { dealCards } from './deal-cards';

describe('dealCards', () => {
  it('deals three cards to every player, the same way every time', () => {
    const deal = dealCards('seed-a', ['u1', 'u2', 'u3']);
    expect(Object.keys(deal)).toEqual(['u1', 'u2', 'u3']);
    for (const hand of Object.values(deal)) expect(hand).toHaveLength(3);
    expect(dealCards('seed-a', ['u1', 'u2', 'u3'])).toEqual(deal);
  });

  it("gives a player the same hand whoever else plays, so late joiners change no one's cards", () => {
    fc.assert(
      fc.property(
        fc.string(),
        fc.uniqueArray(fc.string({ minLength: 1 }), { minLength: 1, maxLength: 6 }),
        (seed, ids) => {
          const alone = dealCards(seed, [ids[0]!]);
          expect(dealCards(seed, ids)[ids[0]!]).toEqual(alone[ids[0]!]);
        },
      ),
    );
  });

  it('deals every kind over many players, and only known kinds', () => {
    const ids = Array.from({ length: 100 }, (_, index) => `player-${index}`);
    const kinds = Object.values(dealCards('audit', ids)).flat();
    expect(new Set(kinds)).toEqual(new Set(CARD_KINDS));
  });
});
