import type { BetCardStatus } from '@kickchips/core';
import { describe, expect, it } from 'vitest';
import { betStatusChanges } from './bet-status-changes';

const snapshot = (entries: [string, BetCardStatus][]) => new Map(entries);

describe('betStatusChanges', () => {
  it('lists the bets whose status moved, and ignores new and unchanged ones', () => {
    const before = snapshot([
      ['a', 'ACTIVE'],
      ['b', 'UPCOMING'],
    ]);
    const after = snapshot([
      ['a', 'WINNING'],
      ['b', 'UPCOMING'],
      ['c', 'UPCOMING'],
    ]);
    expect(betStatusChanges(before, after)).toEqual([{ id: 'a', from: 'ACTIVE', to: 'WINNING' }]);
  });
});
