import { describe, expect, it } from 'vitest';
import { restartDelay } from './restart-delay';

describe('restartDelay', () => {
  it('waits half a second, doubling for each quick crash in a row, and never more than 30 s', () => {
    expect([0, 1, 2, 3, 5, 6, 7, 50].map(restartDelay)).toEqual([
      500, 1000, 2000, 4000, 16_000, 30_000, 30_000, 30_000,
    ]);
  });
});
