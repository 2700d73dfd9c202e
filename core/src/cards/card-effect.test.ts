import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type BetTerms, betTerms, betTermsLine, enteredAmount, heldStake } from './card-effect';
import { CARD_KINDS, type CardKind, describeCard } from './card-kinds';

/** Chips gained or lost against the balance before the bet, on a win and on a loss. */
const net = (terms: BetTerms) => ({ won: terms.win - terms.held, lost: terms.loss - terms.held });

const strengths = fc.integer({ min: 12, max: 30 }).map((tenths) => tenths / 10);
const amounts = fc.integer({ min: 1, max: 500 });
const oddsValues = fc.oneof(
  fc.integer({ min: 100, max: 1000 }).map((cents) => cents / 100),
  fc.integer({ min: 1, max: 1000 }),
);

describe('betTerms', () => {
  it('pays floor(odds * amount) on a win without a card, nothing on a loss', () => {
    expect(betTerms(null, 1.5, 10, 1.6)).toEqual({ held: 10, win: 16, loss: 0 });
  });

  it('boosts a win by the strength, at least one chip more', () => {
    expect(betTerms('boost', 1.5, 10, 1.6)).toEqual({ held: 10, win: 24, loss: 0 });
    expect(betTerms('boost', 1.2, 2, 1)).toEqual({ held: 2, win: 3, loss: 0 });
  });

  it('shields 1 - 1/strength of a lost amount, at least one chip', () => {
    expect(betTerms('shield', 1.5, 30, 2)).toEqual({ held: 30, win: 60, loss: 10 });
    expect(betTerms('shield', 2, 25, 2)).toEqual({ held: 25, win: 50, loss: 12 });
    expect(betTerms('shield', 1.2, 2, 2)).toEqual({ held: 2, win: 4, loss: 1 });
  });

  it('holds a second stake for double or nothing, pays twice the boost on a win and loses both stakes', () => {
    expect(betTerms('double-or-nothing', 1.5, 10, 1.6)).toEqual({ held: 20, win: 48, loss: 0 });
    expect(heldStake('double-or-nothing', 10)).toBe(20);
    expect(enteredAmount('double-or-nothing', 20)).toBe(10);
    expect(heldStake('boost', 10)).toBe(10);
    expect(enteredAmount(null, 10)).toBe(10);
  });

  it('pays whole chips; a win never loses chips and a loss never gains any', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(null, ...CARD_KINDS),
        strengths,
        amounts,
        oddsValues,
        (kind, strength, amount, odds) => {
          const terms = betTerms(kind, strength, amount, odds);
          for (const value of Object.values(terms)) expect(Number.isInteger(value)).toBe(true);
          expect(terms.held).toBe(heldStake(kind, amount));
          expect(terms.win).toBeGreaterThanOrEqual(terms.held);
          expect(terms.loss).toBeGreaterThanOrEqual(0);
          expect(terms.loss).toBeLessThanOrEqual(terms.held);
        },
      ),
    );
  });

  it('lets no card dominate another: for each pair, a win favours one and a loss the other', () => {
    const pairs = CARD_KINDS.flatMap((a, i) => CARD_KINDS.slice(i + 1).map((b) => [a, b] as const));
    expect(pairs).toHaveLength(3);
    fc.assert(
      fc.property(
        fc.constantFrom(...pairs),
        strengths,
        amounts,
        oddsValues,
        ([a, b], strength, amount, odds) => {
          const one = net(betTerms(a, strength, amount, odds));
          const other = net(betTerms(b, strength, amount, odds));
          const oneBetterSomewhere = one.won > other.won || one.lost > other.lost;
          const otherBetterSomewhere = other.won > one.won || other.lost > one.lost;
          expect({ a, b, oneBetterSomewhere, otherBetterSomewhere }).toEqual({
            a,
            b,
            oneBetterSomewhere: true,
            otherBetterSomewhere: true,
          });
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('reads each card in one line with what it pays on the amount entered', () => {
    const line = (kind: CardKind | null) => betTermsLine(betTerms(kind, 1.5, 10, 1.6));
    expect(line(null)).toBe('Win pays 16, lose −10');
    expect(line('boost')).toBe('Win pays 24, lose −10');
    expect(line('shield')).toBe('Win pays 16, lose −7');
    expect(line('double-or-nothing')).toBe('Win pays 48, lose −20');
    expect(betTermsLine(betTerms('shield', 1.5, 1, 2))).toBe('Win pays 2, lose nothing');
  });

  it('describes each kind', () => {
    expect(describeCard('boost', 1.5)).toEqual({
      name: 'Boost',
      effect: 'A win pays 1.5x; a loss loses the stake.',
    });
    expect(describeCard('shield', 1.5).effect).toBe(
      'A win pays as usual; a loss gives back 33% of the stake.',
    );
    expect(describeCard('double-or-nothing', 2).name).toBe('Double or Nothing');
  });
});
