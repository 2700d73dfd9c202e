import { describe, expect, it } from 'vitest';
import { signedChips } from './signed-chips';

describe('signedChips', () => {
  it('signs a gain, a loss (with a real minus) and nothing', () => {
    expect([16, -10, 0].map(signedChips)).toEqual(['+16', '\u221210', '0']);
  });
});
