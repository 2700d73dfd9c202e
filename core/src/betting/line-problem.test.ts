import { describe, expect, it } from 'vitest';
import { lineProblem } from './line-problem';

describe('whether a bet may take a line', () => {
  it('takes an offered line at the price shown, or with no price shown', () => {
    expect(lineProblem({ odds: 2.35, offered: true }, 2.35)).toBeNull();
    expect(lineProblem({ odds: 2.35, offered: true }, undefined)).toBeNull();
  });

  it('refuses a line the round does not offer', () => {
    expect(lineProblem({ odds: 1.02, offered: false }, undefined)?.code).toBe('bet/line_not_offered');
  });

  it('refuses a price that moved, naming the new one', () => {
    expect(lineProblem({ odds: 2.4, offered: true }, 2.35)).toEqual({
      code: 'bet/price_changed',
      message: 'The price changed to x2.4. Confirm to bet at the new price.',
    });
  });
});
