import { describe, expect, it } from 'vitest';
import type { PlayerCard } from './card-kinds';
import { cardUseProblem, playableCards } from './card-use-problem';

const settings = { enableBetChipCards: true, cardCooldownTime: 2, minBetAmount: 5, maxBetAmount: 50 };
const hand: PlayerCard[] = [
  { id: 'boost', kind: 'boost', usedInRoundNumber: null },
  { id: 'shield', kind: 'shield', usedInRoundNumber: null },
  { id: 'double', kind: 'double-or-nothing', usedInRoundNumber: null },
];
const ids = (cards: readonly PlayerCard[]) => cards.map((card) => card.id);

describe('cardUseProblem', () => {
  it('asks double or nothing for chips that cover both stakes', () => {
    expect(cardUseProblem('double', hand, 3, settings, { amount: 20, chips: 40 })).toBeNull();
    expect(cardUseProblem('double', hand, 3, settings, { amount: 20, chips: 39 })?.code).toBe(
      'bet/card_stake_short',
    );
    expect(cardUseProblem('boost', hand, 3, settings, { amount: 20, chips: 20 })).toBeNull();
  });
});

describe('playableCards', () => {
  it('keeps the cards that can go on the bet as it stands', () => {
    expect(ids(playableCards(hand, 3, settings, { amount: 20, chips: 100 }))).toEqual([
      'boost',
      'shield',
      'double',
    ]);
    expect(ids(playableCards(hand, 3, settings, { amount: 20, chips: 30 }))).toEqual(['boost', 'shield']);
  });

  it('drops a used card, and all of them while the cooldown runs', () => {
    const used = hand.map((card) => (card.id === 'boost' ? { ...card, usedInRoundNumber: 2 } : card));
    expect(ids(playableCards(used, 4, settings, { amount: 10, chips: 100 }))).toEqual([]);
    expect(ids(playableCards(used, 5, settings, { amount: 10, chips: 100 }))).toEqual(['shield', 'double']);
  });

  it('offers none for an amount outside the lobby range, without a round, or with cards off', () => {
    expect(playableCards(hand, 3, settings, { amount: 4, chips: 100 })).toEqual([]);
    expect(playableCards(hand, 3, settings, { amount: 51, chips: 100 })).toEqual([]);
    expect(playableCards(hand, null, settings, { amount: 10, chips: 100 })).toEqual([]);
    expect(
      playableCards(hand, 3, { ...settings, enableBetChipCards: false }, { amount: 10, chips: 100 }),
    ).toEqual([]);
  });
});
