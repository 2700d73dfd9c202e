import { describe, expect, it } from 'vitest';
import { potentialWin } from './potential-win';

describe('potentialWin', () => {
  const bet = (kind: string | null, stake = 50) => ({
    stake,
    odds: { odds: 2.3 },
    card: kind ? { kind } : null,
  });

  it('is floor(odds * stake) without a card', () => {
    expect(potentialWin(bet(null), 1.5)).toBe(115);
  });

  it('applies the card played with the bet', () => {
    expect(potentialWin(bet('boost'), 1.5)).toBe(172);
    expect(potentialWin(bet('shield'), 1.5)).toBe(115);
  });

  it('reads a double-or-nothing stake as both stakes: 100 held on 50 entered pays twice the boost', () => {
    expect(potentialWin(bet('double-or-nothing', 100), 1.5)).toBe(344);
  });
});
