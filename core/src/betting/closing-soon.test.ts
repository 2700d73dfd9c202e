import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { owesInactivityPenalty } from '../settlement/inactivity-penalty';
import { CLOSING_SOON_MIN_MS, closingSoonFrom } from './betting-window';

describe('warnings a person can act on (game-rules 12)', () => {
  it('starts at the rule minute, or 15 s before the close when that is earlier', () => {
    expect(closingSoonFrom(40_000, 100_000)).toBe(40_000);
    expect(closingSoonFrom(96_000, 100_000)).toBe(85_000);
  });

  it('always leaves at least 15 s and never starts after the rule minute', () => {
    fc.assert(
      fc.property(fc.nat(1e9), fc.nat(1e6), (closesAt, lead) => {
        const warnsAt = closingSoonFrom(closesAt - lead, closesAt);
        expect(closesAt - warnsAt).toBeGreaterThanOrEqual(CLOSING_SOON_MIN_MS);
        expect(warnsAt).toBeLessThanOrEqual(closesAt - lead);
      }),
    );
  });
});

describe('no penalty for arriving late (game-rules 12)', () => {
  it('spares a player who joined less than 60 s before betting closed', () => {
    expect(owesInactivityPenalty(1_000_000, 1_059_999)).toBe(false);
    expect(owesInactivityPenalty(1_000_000, 1_060_000)).toBe(true);
    expect(owesInactivityPenalty(1_000_000, 990_000)).toBe(false);
  });
});
