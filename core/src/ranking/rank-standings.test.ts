import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rankStandings } from './rank-standings';

const standing = (userId: string, chips: number, betsWon: number, joinedAt: number) => ({
  userId,
  chips,
  betsWon,
  joinedAt,
});

describe('rankStandings', () => {
  it('ranks by chips, then bets won, and shares a rank when both are level', () => {
    const ranked = rankStandings([
      standing('late', 120, 2, 30),
      standing('early', 120, 2, 10),
      standing('third', 120, 1, 0),
      standing('rich', 150, 0, 50),
      standing('last', 20, 5, 0),
    ]);
    expect(ranked.map(({ userId, rank }) => [userId, rank])).toEqual([
      ['rich', 1],
      ['early', 2],
      ['late', 2],
      ['third', 4],
      ['last', 5],
    ]);
  });

  it('gives 1, 1, 3 for a tie at the top', () => {
    const ranks = rankStandings([
      standing('a', 100, 1, 1),
      standing('b', 100, 1, 2),
      standing('c', 90, 1, 3),
    ]);
    expect(ranks.map((entry) => entry.rank)).toEqual([1, 1, 3]);
  });

  it('never ranks a player with more chips below one with fewer', () => {
    const entry = fc.record({ chips: fc.nat(300), betsWon: fc.nat(10), joinedAt: fc.nat(100) });
    fc.assert(
      fc.property(fc.array(entry, { maxLength: 20 }), (entries) => {
        const ranked = rankStandings(entries.map((value, index) => ({ ...value, userId: `u${index}` })));
        for (const a of ranked) {
          for (const b of ranked) if (a.chips > b.chips) expect(a.rank).toBeLessThan(b.rank);
        }
        expect(ranked[0]?.rank ?? 1).toBe(1);
      }),
    );
  });
});
