import { describe, expect, it } from 'vitest';
import { counted } from './counted';

describe('counted', () => {
  it('says one in the singular and every other count in the plural', () => {
    expect([0, 1, 2].map((count) => counted(count, 'bet'))).toEqual(['0 bets', '1 bet', '2 bets']);
    expect(counted(1, 'match', 'matches')).toBe('1 match');
    expect(counted(5, 'match', 'matches')).toBe('5 matches');
  });
});
