import { describe, expect, it } from 'vitest';
import { pageOf } from './page-of';

describe('pageOf', () => {
  it('cuts a list into pages and clamps the page number', () => {
    const items = [1, 2, 3, 4, 5, 6, 7];
    expect(pageOf(items, 1, 3)).toEqual({ items: [1, 2, 3], page: 1, pages: 3 });
    expect(pageOf(items, 3, 3)).toEqual({ items: [7], page: 3, pages: 3 });
    expect(pageOf(items, 9, 3)).toEqual({ items: [7], page: 3, pages: 3 });
    expect(pageOf(items, 0, 3)).toEqual({ items: [1, 2, 3], page: 1, pages: 3 });
  });

  it('reads 1/1 for an empty list', () => {
    expect(pageOf([], 2, 3)).toEqual({ items: [], page: 1, pages: 1 });
  });
});
