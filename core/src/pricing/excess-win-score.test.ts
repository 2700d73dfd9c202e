import { describe, expect, it } from 'vitest';
import { excessWinScore, lineZ } from './excess-win-score';

const rounds = (count: number, price: number, wins: number) =>
  Array.from({ length: count }, (_, i) => ({ price, won: i < wins }));

describe('the excess-win score', () => {
  it("gives a line's z from its wins against the chances its prices stand for", () => {
    // 20 rounds at 2.0: the prices allow 10 wins with variance 5
    expect(lineZ(rounds(20, 2, 10))).toBe(0);
    expect(lineZ(rounds(20, 2, 19))).toBeCloseTo(9 / Math.sqrt(5), 12);
  });

  it('averages max(z, 0)² over the lines, so a line that loses counts as zero', () => {
    const score = excessWinScore([rounds(20, 2, 19), rounds(20, 2, 1)]);
    expect(score).toBeCloseTo(81 / 5 / 2, 12);
  });

  it("scores the drafts' Penalty UNDER 0.5 on the shared games as the issue measured it", () => {
    // 19 wins of 20 at 2.0
    expect(lineZ(rounds(20, 2, 19))).toBeCloseTo(4.02, 2);
  });
});
