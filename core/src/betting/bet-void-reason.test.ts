import { describe, expect, it } from 'vitest';
import { betVoidReason } from './bet-void-reason';

const bet = (
  status: string,
  team: 'home' | 'away' | undefined,
  roundStatus = 'finished',
  eventType = 'Corner',
  voidReason?: string | null,
) => ({
  status,
  voidReason,
  odds: { eventType, team },
  matchRound: { status: roundStatus },
});

describe('betVoidReason', () => {
  it('says why a team line of a played round was refunded', () => {
    expect(betVoidReason(bet('void', 'away'))).toBe(
      'Void: a Corner this round was recorded without a team, so team lines are refunded',
    );
    expect(betVoidReason(bet('void', 'home', 'finished', 'Offside'))).toMatch(/^Void: an Offside /);
  });

  it('gives the reason stored with a void bet before any it could work out', () => {
    const stored = "Void: the half ended at 45+2', before this round's end";
    expect(betVoidReason(bet('void', undefined, 'finished', 'Throw', stored))).toBe(stored);
    expect(betVoidReason(bet('void', 'home', 'finished', 'Corner', stored))).toBe(stored);
    expect(betVoidReason(bet('void', undefined, 'void', 'Throw', stored))).toBe(stored);
  });

  it('says nothing of a bet on the whole match, a void round, or a bet that was not refunded', () => {
    expect(betVoidReason(bet('void', undefined))).toBeNull();
    expect(betVoidReason(bet('void', undefined, 'finished', 'Corner', null))).toBeNull();
    expect(betVoidReason(bet('void', 'home', 'void'))).toBeNull();
    expect(betVoidReason(bet('won', 'home'))).toBeNull();
    expect(betVoidReason(bet('won', undefined, 'finished', 'Corner', 'Void: stale'))).toBeNull();
    expect(betVoidReason(bet('pending', 'home'))).toBeNull();
  });
});
