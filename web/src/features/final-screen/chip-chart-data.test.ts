import type { ChipHistoryOutput } from '@kickchips/core';
import { describe, expect, it } from 'vitest';
import { byFinalChips, chipChartRows, chipChartSummary } from './chip-chart-data';

const user = (id: string) => ({ _id: id, username: id, name: id, avatarUrl: null });
const history: ChipHistoryOutput = {
  rounds: [
    { roundId: 'r1', roundNumber: 1 },
    { roundId: 'r6', roundNumber: 6 },
  ],
  players: [
    { user: user('ann'), start: 100, balances: [116, 121] },
    { user: user('bob'), start: 150, balances: [120, 121] },
  ],
};

describe('chipChartRows', () => {
  it('starts with the starting chips, then one point per settled round', () => {
    expect(chipChartRows(history)).toEqual([
      { axis: 'Start', label: 'Start', chips: { ann: 100, bob: 150 } },
      { axis: 'R1', label: 'Round 1', chips: { ann: 116, bob: 120 } },
      { axis: 'R6', label: 'Round 6', chips: { ann: 121, bob: 121 } },
    ]);
  });
});

describe('chipChartSummary', () => {
  it('names the last round and everyone who ends with the most chips', () => {
    expect(chipChartSummary(history)).toBe(
      'Chips of 2 players from the start to round 6. Most chips at the end: ann, bob with 121.',
    );
  });

  it('says when no round was settled', () => {
    expect(chipChartSummary({ rounds: [], players: [history.players[0]!] })).toBe(
      'Chips of 1 player at the start; no round was settled.',
    );
  });
});

describe('byFinalChips', () => {
  it('puts the players with the most chips at the end first', () => {
    const carl = { user: user('carl'), start: 100, balances: [200, 90] };
    const dina = { user: user('dina'), start: 100, balances: [] };
    expect(byFinalChips([carl, dina, history.players[0]!]).map((p) => p.user._id)).toEqual([
      'ann',
      'dina',
      'carl',
    ]);
  });
});
