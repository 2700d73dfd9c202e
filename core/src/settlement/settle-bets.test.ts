import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { outcome } from './outcome';
import { payout } from './payout';
import { type SettleableBet, settleBets } from './settle-bets';

describe('outcome', () => {
  it.each([
    ['over', 0.5, 1, 'won'],
    ['over', 0.5, 0, 'lost'],
    ['over', 2, 2, 'lost'],
    ['under', 1.5, 1, 'won'],
    ['under', 1.5, 2, 'lost'],
    ['under', 2, 2, 'lost'],
  ] as const)('%s %s with %s events is %s', (betType, threshold, count, expected) => {
    expect(outcome(betType, threshold, count)).toBe(expected);
  });

  it('never lets over and under on the same threshold both win', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 20, noNaN: true }), fc.nat(30), (threshold, count) => {
        const wins = [outcome('over', threshold, count), outcome('under', threshold, count)].filter(
          (o) => o === 'won',
        );
        expect(wins.length).toBeLessThanOrEqual(1);
      }),
    );
  });
});

describe('payout', () => {
  it('is the floor of odds times stake, free of float error', () => {
    expect(payout(1.1, 10)).toBe(11);
    expect(payout(2.3, 50)).toBe(115);
    expect(payout(1.15, 100)).toBe(115);
    expect(payout(1.8, 5)).toBe(9);
    expect(payout(2.2, 3)).toBe(6);
    expect(payout(1.55, 3)).toBe(4);
  });

  it('equals floor(odds * stake) computed in whole hundredths, and is never negative', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000 }), fc.integer({ min: 0, max: 500 }), (cents, stake) => {
        const value = payout(cents / 100, stake);
        expect(value).toBe(Math.floor((cents * stake) / 100));
        expect(value).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('holds for thousandths too', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1000, max: 10_000 }),
        fc.integer({ min: 1, max: 500 }),
        (mills, stake) => {
          expect(payout(mills / 1000, stake)).toBe(Math.floor((mills * stake) / 1000));
        },
      ),
    );
  });
});

describe('settleBets', () => {
  const bet = (change: Partial<SettleableBet>): SettleableBet => ({
    id: 'b',
    eventType: 'Goal',
    betType: 'over',
    threshold: 0.5,
    multiplier: 1.8,
    stake: 10,
    cardKind: null,
    ...change,
  });

  it('pays winners floor(multiplier * stake) and losers nothing', () => {
    const bets = [
      bet({ id: 'over-goal' }),
      bet({ id: 'under-goal', betType: 'under', multiplier: 2 }),
      bet({ id: 'over-corner', eventType: 'Corner' }),
    ];
    expect(settleBets(bets, { status: 'finished', countsByEventType: { Goal: 1 } }, 1.5)).toEqual([
      { betId: 'over-goal', status: 'won', payout: 18 },
      { betId: 'under-goal', status: 'lost', payout: 0 },
      { betId: 'over-corner', status: 'lost', payout: 0 },
    ]);
  });

  it('applies the card of a bet', () => {
    const bets = [
      bet({ id: 'boosted', cardKind: 'boost' }),
      bet({ id: 'shielded', threshold: 3, cardKind: 'shield', stake: 30 }),
    ];
    expect(settleBets(bets, { status: 'finished', countsByEventType: { Goal: 2 } }, 1.5)).toEqual([
      { betId: 'boosted', status: 'won', payout: 27 },
      { betId: 'shielded', status: 'lost', payout: 10 },
    ]);
  });

  it('reads a double-or-nothing stake as both stakes: twice the boost on a win, nothing on a loss', () => {
    const bets = [
      bet({ id: 'won', cardKind: 'double-or-nothing', stake: 20 }),
      bet({ id: 'lost', threshold: 3, cardKind: 'double-or-nothing', stake: 20 }),
    ];
    expect(settleBets(bets, { status: 'finished', countsByEventType: { Goal: 2 } }, 1.5)).toEqual([
      { betId: 'won', status: 'won', payout: 54 },
      { betId: 'lost', status: 'lost', payout: 0 },
    ]);
  });

  it('matches event types without regard to case, adding up counts that differ only in case', () => {
    const bets = [bet({ id: 'two', eventType: 'GOAL', threshold: 1.5 })];
    const round = { status: 'finished', countsByEventType: { Goal: 1, goal: 1 } } as const;
    expect(settleBets(bets, round, 1.5)).toEqual([{ betId: 'two', status: 'won', payout: 18 }]);
  });

  it('refunds every stake of a void round, cards or not', () => {
    const bets = [
      bet({ id: 'plain' }),
      bet({ id: 'boosted', cardKind: 'boost', stake: 30 }),
      bet({ id: 'doubled', cardKind: 'double-or-nothing', stake: 40 }),
    ];
    expect(settleBets(bets, { status: 'void' }, 1.5)).toEqual([
      { betId: 'plain', status: 'void', payout: 10 },
      { betId: 'boosted', status: 'void', payout: 30 },
      { betId: 'doubled', status: 'void', payout: 40 },
    ]);
  });

  it("settles a team line on that team's count, and a match line on the whole match's", () => {
    const bets = [
      bet({ id: 'home-over', eventType: 'Corner', team: 'home', threshold: 1.5 }),
      bet({ id: 'away-over', eventType: 'corner', team: 'away', threshold: 0.5 }),
      bet({ id: 'away-under', eventType: 'Corner', team: 'away', betType: 'under', threshold: 0.5 }),
      bet({ id: 'match-over', eventType: 'Corner', threshold: 1.5 }),
    ];
    const round = {
      status: 'finished',
      countsByEventType: { Corner: 2 },
      teamCountsByEventType: { Corner: { home: 2, away: 0, untagged: 0 } },
    } as const;
    expect(settleBets(bets, round, 1.5)).toEqual([
      { betId: 'home-over', status: 'won', payout: 18 },
      { betId: 'away-over', status: 'lost', payout: 0 },
      { betId: 'away-under', status: 'won', payout: 18 },
      { betId: 'match-over', status: 'won', payout: 18 },
    ]);
  });

  it("voids and refunds every team line of a type when one of the round's events of it has no team", () => {
    const bets = [
      bet({ id: 'home-goal', team: 'home', cardKind: 'double-or-nothing', stake: 20 }),
      bet({ id: 'away-goal', team: 'away', betType: 'under' }),
      bet({ id: 'match-goal' }),
      bet({ id: 'home-card', eventType: 'Card', team: 'home', betType: 'under' }),
    ];
    const round = {
      status: 'finished',
      countsByEventType: { Goal: 2 },
      teamCountsByEventType: { Goal: { home: 1, away: 0, untagged: 1 } },
    } as const;
    expect(settleBets(bets, round, 1.5)).toEqual([
      { betId: 'home-goal', status: 'void', payout: 20 },
      { betId: 'away-goal', status: 'void', payout: 10 },
      { betId: 'match-goal', status: 'won', payout: 18 },
      { betId: 'home-card', status: 'won', payout: 18 },
    ]);
  });
});
