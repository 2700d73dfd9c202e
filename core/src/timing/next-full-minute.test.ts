import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nextFullMinute } from './next-full-minute';

describe('nextFullMinute', () => {
  it('is the next whole minute, strictly after now', () => {
    expect(nextFullMinute(Date.UTC(2026, 0, 1, 12, 0, 30))).toBe(Date.UTC(2026, 0, 1, 12, 1, 0));
    expect(nextFullMinute(Date.UTC(2026, 0, 1, 12, 0, 0))).toBe(Date.UTC(2026, 0, 1, 12, 1, 0));
    expect(nextFullMinute(Date.UTC(2026, 0, 1, 12, 0, 59, 999))).toBe(Date.UTC(2026, 0, 1, 12, 1, 0));
  });

  it('always lands on a minute within the next 60 seconds', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4_000_000_000_000 }), (now) => {
        const next = nextFullMinute(now);
        expect(next % 60_000).toBe(0);
        expect(next).toBeGreaterThan(now);
        expect(next - now).toBeLessThanOrEqual(60_000);
      }),
    );
  });
});
