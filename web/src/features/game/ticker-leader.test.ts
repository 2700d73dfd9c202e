import type { LeaderboardEntry } from '@kickchips/core';
import { describe, expect, it } from 'vitest';
import { tickerLeader } from './ticker-leader';

const entry = (username: string, chips: number, inPlay: number, betsPlaced = 1): LeaderboardEntry => ({
  user: { _id: username, username, name: username, avatarUrl: null },
  chips,
  inPlay,
  betsPlaced,
  betsSettled: 0,
  betsWon: 0,
  rank: 1,
});

describe('tickerLeader', () => {
  it('leads with the most chips + in play, not the fewest staked', () => {
    expect(tickerLeader([entry('cautious', 95, 0), entry('bold', 60, 50)])).toBe(
      'Leader: bold (60 chips + 50 in play)',
    );
  });

  it('names the chips alone when nothing is in play', () => {
    expect(tickerLeader([entry('ann', 120, 0), entry('bob', 80, 0)])).toBe('Leader: ann (120 chips)');
  });

  it('has no leader before any bet, or while everyone is level', () => {
    expect(tickerLeader([entry('ann', 100, 0, 0), entry('bob', 100, 0, 0)])).toBe('No leader yet');
    expect(tickerLeader([entry('ann', 90, 10), entry('bob', 100, 0)])).toBe('No leader yet');
  });

  it('names players sharing first place together, and counts more than three', () => {
    expect(tickerLeader([entry('ann', 90, 10), entry('bob', 100, 0), entry('cy', 40, 0)])).toBe(
      'Joint leaders: ann, bob (100 chips each)',
    );
    const four = [...['ann', 'bob', 'cy', 'dee'].map((name) => entry(name, 100, 0)), entry('eve', 20, 0)];
    expect(tickerLeader(four)).toBe('Joint leaders: 4 players (100 chips each)');
  });
});
