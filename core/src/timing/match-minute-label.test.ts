import { describe, expect, it } from 'vitest';
import { matchMinuteLabel } from './match-minute-label';

describe('matchMinuteLabel', () => {
  it.each([
    [1, 0, "1'"],
    [1, 0.99, "1'"],
    [1, 22.5, "23'"],
    [1, 44.9, "45'"],
    [1, 45.2, "45+1'"],
    [1, 46.7, "45+2'"],
    [2, 0, "46'"],
    [2, 44.1, "90'"],
    [2, 47, "90+3'"],
    [1, -0.2, "1'"],
  ])('half %i, minute %f: %s', (half, minute, label) => {
    expect(matchMinuteLabel(half, minute)).toBe(label);
  });
});
