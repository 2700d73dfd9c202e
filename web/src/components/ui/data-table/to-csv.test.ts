import { describe, expect, it } from 'vitest';
import { toCsv } from './to-csv';

describe('toCsv', () => {
  it('writes a BOM, a quoted header row and quoted strings, with dates as yyyy-MM-dd HH:mm:ss', () => {
    const csv = toCsv(['name', 'createdAt', 'n'], [['Ann "The Boot", Jr', new Date(2026, 0, 2, 3, 4, 5), 7]]);
    expect(csv).toBe('\uFEFF"name","createdAt","n"\r\n"Ann ""The Boot"", Jr","2026-01-02 03:04:05",7\r\n');
  });

  it('leaves empty cells for missing values', () => {
    expect(toCsv(['a', 'b'], [[null, undefined]])).toBe('\uFEFF"a","b"\r\n,\r\n');
  });
});
