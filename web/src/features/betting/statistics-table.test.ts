import { describe, expect, it } from 'vitest';
import { statisticsTable } from './statistics-table';

describe('statisticsTable', () => {
  it('has at least five round columns and a total per category', () => {
    const table = statisticsTable(
      { statistics: { Goal: { '2': 1 } }, byTeam: {} },
      ['Goal', 'Corner'],
      [1, 2],
    );
    expect(table.rounds).toEqual([1, 2, 3, 4, 5]);
    expect(table.rows).toEqual([
      { eventType: 'Goal', counts: [0, 1, 0, 0, 0], total: 1 },
      { eventType: 'Corner', counts: [0, 0, 0, 0, 0], total: 0 },
    ]);
  });

  it('reaches the last round known or counted, and keeps counted types without odds', () => {
    const table = statisticsTable(
      { statistics: { Offside: { '7': 2 }, Goal: { '1': 1, '3': 2 } }, byTeam: {} },
      ['Goal'],
      [1, 2, 3, 4, 5, 6],
    );
    expect(table.rounds).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(table.rows.map((row) => [row.eventType, row.total])).toEqual([
      ['Goal', 3],
      ['Offside', 2],
    ]);
  });

  it("follows a category with lines on a team by each team's counts; an event without a team counts for neither", () => {
    const table = statisticsTable(
      {
        statistics: { Corner: { '1': 3, '2': 1 }, Goal: { '1': 1 } },
        byTeam: {
          Corner: { '1': { home: 1, away: 1, untagged: 1 }, '2': { home: 0, away: 1, untagged: 0 } },
          Goal: { '1': { home: 1, away: 0, untagged: 0 } },
        },
      },
      ['Corner', 'Goal'],
      [1, 2],
      [{ eventType: 'corner', team: 'away' }, { eventType: 'Goal' }, { eventType: 'Goal', team: null }],
    );
    expect(table.rows).toEqual([
      { eventType: 'Corner', counts: [3, 1, 0, 0, 0], total: 4 },
      { eventType: 'Corner', team: 'home', counts: [1, 0, 0, 0, 0], total: 1 },
      { eventType: 'Corner', team: 'away', counts: [1, 1, 0, 0, 0], total: 2 },
      { eventType: 'Goal', counts: [1, 0, 0, 0, 0], total: 1 },
    ]);
  });
});
