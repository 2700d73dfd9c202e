import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rankStandings, standingWorth } from './rank-standings';

describe('rankStandings with stakes in play (game-rules 12)', () => {
  it('does not rank a player who staked more below one who staked less before kick-off', () => {
    const ranked = rankStandings([
      { userId: 'careful', chips: 95, inPlay: 5, betsWon: 0, joinedAt: 1 },
      { userId: 'bold', chips: 50, inPlay: 50, betsWon: 0, joinedAt: 2 },
      { userId: 'idle', chips: 90, inPlay: 0, betsWon: 0, joinedAt: 0 },
    ]);
    expect(ranked.map(({ userId, rank }) => [userId, rank])).toEqual([
      ['careful', 1],
      ['bold', 1],
      ['idle', 3],
    ]);
  });

  it('orders by chips + inPlay, then bets won', () => {
    const entry = fc.record({
      chips: fc.nat(300),
      inPlay: fc.nat(100),
      betsWon: fc.nat(5),
      joinedAt: fc.nat(50),
    });
    fc.assert(
      fc.property(fc.array(entry, { maxLength: 15 }), (entries) => {
        const ranked = rankStandings(entries.map((value, index) => ({ ...value, userId: `u${index}` })));
        for (const a of ranked) {
          for (const b of ranked) {
            const ahead =
              standingWorth(a) > standingWorth(b) ||
              (standingWorth(a) === standingWorth(b) && a.betsWon > b.betsWon);
            if (ahead) expect(a.rank).toBeLessThan(b.rank);
          }
        }
      }),
    );
  });
});
