import { describe, expect, it } from 'vitest';
import { seededRandom } from './seeded-random';

describe('seededRandom', () => {
  it('repeats for the same seed and differs between seeds', () => {
    const draw = (seed: string) => Array.from({ length: 5 }, seededRandom(seed));
    expect(draw('lobby-1')).toEqual(draw('lobby-1'));
    expect(draw('lobby-1')).not.toEqual(draw('lobby-2'));
  });

  it('stays in [0, 1) and spreads evenly', () => {
    const random = seededRandom('spread');
    const buckets = [0, 0, 0, 0];
    for (let index = 0; index < 40_000; index++) {
      const value = random();
      expect(value).toBeGreaterThanOrEqual(0);
      expect(value).toBeLessThan(1);
      buckets[Math.floor(value * 4)]! += 1;
    }
    for (const count of buckets) expect(Math.abs(count - 10_000)).toBeLessThan(500);
  });
});
