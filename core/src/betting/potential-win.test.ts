import { describe, expect, it } from 'vitest';
import { potentialWin } from './potential-win';

describe('potentialWin', () => {
  const bet = (kind: string | null) => ({ stake: 50, odds: { odds: 2.3 }, card: kind ? { kind } : null });

  it('is floor(odds * stake) without a card', () => {
    expect(potentialWin(bet(null), 1.5)).toBe(115);
  });

  it('applies the card played with the bet', () => {
    expect(potentialWin(bet('boost'), 1.5)).toBe(172);
    expect(potentialWin(bet('double-or-nothing'), 1.5)).toBe(230);
    expect(potentialWin(bet('shield'), 1.5)).toBe(115);
  });
});
