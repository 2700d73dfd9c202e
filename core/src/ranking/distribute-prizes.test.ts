import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { apportion } from './apportion';
import { AUTO_KICK_INACTIVE_ROUNDS, shouldAutoKick } from './auto-kick';
import { distributePrizes, type PrizeSettings, type PrizeStanding } from './distribute-prizes';
import { isEliminated } from './elimination';

const player = (userId: string, chips: number, change: Partial<PrizeStanding> = {}): PrizeStanding => ({
  userId,
  chips,
  betsWon: 0,
  joinedAt: Number(userId.slice(1)),
  eliminated: false,
  ...change,
});
const tournament = (prizeDistribution: PrizeSettings['prizeDistribution']): PrizeSettings => ({
  isTournament: true,
  prizeDistribution,
  startingChips: 100,
});
const sharesOf = (standings: PrizeStanding[], settings: PrizeSettings) =>
  Object.fromEntries(distributePrizes(standings, settings).map(({ userId, share }) => [userId, share]));

describe('distributePrizes', () => {
  it('without a tournament, rank 1 wins (every tied player) and no chips move', () => {
    const results = distributePrizes([player('p1', 150), player('p2', 150), player('p3', 10)], {
      ...tournament('top-3'),
      isTournament: false,
    });
    expect(results.map(({ userId, won, share }) => [userId, won, share])).toEqual([
      ['p1', true, 0],
      ['p2', true, 0],
      ['p3', false, 0],
    ]);
  });

  it('winner-takes-all gives the pool to rank 1, split on a tie', () => {
    expect(
      sharesOf([player('p1', 200), player('p2', 50), player('p3', 50)], tournament('winner-takes-all')),
    ).toEqual({
      p1: 300,
      p2: 0,
      p3: 0,
    });
    expect(
      sharesOf([player('p1', 120), player('p2', 120), player('p3', 60)], tournament('winner-takes-all')),
    ).toEqual({
      p1: 150,
      p2: 150,
      p3: 0,
    });
  });

  it('top-3 splits 50/30/20, tied players sharing the places they cover', () => {
    const four = [player('p1', 300), player('p2', 200), player('p3', 100), player('p4', 50)];
    expect(sharesOf(four, tournament('top-3'))).toEqual({ p1: 200, p2: 120, p3: 80, p4: 0 });
    const tied = [player('p1', 300), player('p2', 300), player('p3', 100)];
    expect(sharesOf(tied, tournament('top-3'))).toEqual({ p1: 120, p2: 120, p3: 60 });
    const three = [player('p1', 300), player('p2', 100), player('p3', 100), player('p4', 100)];
    expect(sharesOf(three, tournament('top-3'))).toEqual({ p1: 200, p2: 67, p3: 67, p4: 66 });
  });

  it('top-3 with fewer players shares the pool in the same proportions', () => {
    expect(sharesOf([player('p1', 150), player('p2', 50)], tournament('top-3'))).toEqual({ p1: 125, p2: 75 });
  });

  it('proportional shares follow final chips among players not eliminated', () => {
    const standings = [player('p1', 150), player('p2', 50), player('p3', 5, { eliminated: true })];
    expect(sharesOf(standings, tournament('proportional'))).toEqual({ p1: 225, p2: 75, p3: 0 });
  });

  it('leaves eliminated players out of every distribution, unless everyone was eliminated', () => {
    const standings = [player('p1', 8, { eliminated: true }), player('p2', 5, { eliminated: true })];
    expect(sharesOf(standings, tournament('winner-takes-all'))).toEqual({ p1: 200, p2: 0 });
    const oneLeft = [player('p1', 200), player('p2', 12)].map((p, i) => ({ ...p, eliminated: i === 0 }));
    expect(sharesOf(oneLeft, tournament('top-3'))).toEqual({ p1: 0, p2: 200 });
  });

  it('pays whole shares that sum exactly to the pool, and a player wins exactly when paid', () => {
    const entry = fc.record({ chips: fc.nat(1000), betsWon: fc.nat(5), eliminated: fc.boolean() });
    const distribution = fc.constantFrom('winner-takes-all', 'top-3', 'proportional') as fc.Arbitrary<
      PrizeSettings['prizeDistribution']
    >;
    fc.assert(
      fc.property(
        fc.array(entry, { minLength: 1, maxLength: 12 }),
        distribution,
        fc.integer({ min: 1, max: 100 }),
        (entries, prizeDistribution, tens) => {
          const standings = entries.map((value, index) => ({
            ...value,
            userId: `u${index}`,
            joinedAt: index,
          }));
          const settings = { isTournament: true, prizeDistribution, startingChips: tens * 10 };
          const results = distributePrizes(standings, settings);
          const total = results.reduce((sum, result) => sum + result.share, 0);
          expect(total).toBe(settings.startingChips * standings.length);
          for (const result of results) {
            expect(Number.isInteger(result.share) && result.share >= 0).toBe(true);
            expect(result.won).toBe(result.share > 0);
          }
        },
      ),
    );
  });
});

describe('apportion', () => {
  it('keeps every part within one chip of its quota and sums to the total', () => {
    fc.assert(
      fc.property(
        fc.nat(100_000),
        fc.array(fc.nat(1000), { minLength: 1, maxLength: 10 }),
        (total, weights) => {
          const parts = apportion(total, weights);
          expect(parts.reduce((sum, part) => sum + part, 0)).toBe(total);
          const sum = weights.reduce((acc, weight) => acc + weight, 0);
          parts.forEach((part, index) => {
            const quota = sum === 0 ? total / weights.length : (total * weights[index]!) / sum;
            expect(Math.abs(part - quota)).toBeLessThan(1);
          });
        },
      ),
    );
  });
});

describe('elimination and auto-kick', () => {
  it('eliminates below the threshold, in a tournament only', () => {
    const settings = { isTournament: true, eliminationThreshold: 10 };
    expect(isEliminated(9, settings)).toBe(true);
    expect(isEliminated(10, settings)).toBe(false);
    expect(isEliminated(0, { ...settings, isTournament: false })).toBe(false);
  });

  it('kicks after 3 rounds in a row without a bet, when switched on', () => {
    expect(AUTO_KICK_INACTIVE_ROUNDS).toBe(3);
    expect(shouldAutoKick(2, { autoKickInactive: true })).toBe(false);
    expect(shouldAutoKick(3, { autoKickInactive: true })).toBe(true);
    expect(shouldAutoKick(5, { autoKickInactive: false })).toBe(false);
  });
});
