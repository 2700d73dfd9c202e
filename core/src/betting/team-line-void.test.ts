import { describe, expect, it } from 'vitest';
import { teamLineVoidReason } from './team-line-void';

const bet = (
  status: string,
  team: 'home' | 'away' | undefined,
  roundStatus = 'finished',
  eventType = 'Corner',
) => ({
  status,
  odds: { eventType, team },
  matchRound: { status: roundStatus },
});

describe('teamLineVoidReason', () => {
  it('says why a team line of a played round was refunded', () => {
    expect(teamLineVoidReason(bet('void', 'away'))).toBe(
      'Void: a Corner this round was recorded without a team, so team lines are refunded',
    );
    expect(teamLineVoidReason(bet('void', 'home', 'finished', 'Offside'))).toMatch(/^Void: an Offside /);
  });

  it('says nothing of a bet on the whole match, a void round, or a bet that was not refunded', () => {
    expect(teamLineVoidReason(bet('void', undefined))).toBeNull();
    expect(teamLineVoidReason(bet('void', 'home', 'void'))).toBeNull();
    expect(teamLineVoidReason(bet('won', 'home'))).toBeNull();
    expect(teamLineVoidReason(bet('pending', 'home'))).toBeNull();
  });
});
