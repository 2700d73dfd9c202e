import { describe, expect, it } from 'vitest';
import { statisticsTable } from './statistics-table';

describe('statisticsTable', () => {
  it('has at least five round columns and a total per category', () => {
    const table = statisticsTable({ Goal: { '2': 1 } }, ['Goal', 'Corner'], [1, 2]);
    expect(table.rounds).toEqual([1, 2, 3, 4, 5]);
    expect(table.rows).toEqual([
      { eventType: 'Goal', counts: [0, 1, 0, 0, 0], total: 1 },
      { eventType: 'Corner', counts: [0, 0, 0, 0, 0], total: 0 },
    ]);
  });

  it('reaches the last round known or counted, and keeps counted types without odds', () => {
    const table = statisticsTable(
      { Offside: { '7': 2 }, Goal: { '1': 1, '3': 2 } },
      ['Goal'],
      [1, 2, 3, 4, 5, 6],
    );
    expect(table.rounds).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(table.rows.map((row) => [row.eventType, row.total])).toEqual([
      ['Goal', 3],
      ['Offside', 2],
    ]);
  });
});
