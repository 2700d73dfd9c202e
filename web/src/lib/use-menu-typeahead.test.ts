import { describe, expect, it } from 'vitest';
import { typeaheadMatch } from './use-menu-typeahead';

const items = ['Profile', 'Results', 'Leagues', 'Admin', 'Logout'];

describe('typeaheadMatch', () => {
  it('goes to the next item the search starts, wrapping around', () => {
    expect(typeaheadMatch(items, 'l', -1)).toBe(2);
    expect(typeaheadMatch(items, 'l', 2)).toBe(4);
    expect(typeaheadMatch(items, 'l', 4)).toBe(2);
    expect(typeaheadMatch(items, 'lo', 2)).toBe(4);
    expect(typeaheadMatch(items, 'LE', 0)).toBe(2);
  });

  it('steps through with a letter typed again, and finds nothing for an unknown search', () => {
    expect(typeaheadMatch(items, 'll', 2)).toBe(4);
    expect(typeaheadMatch(items, 'pl', 0)).toBe(-1);
    expect(typeaheadMatch([], 'p', -1)).toBe(-1);
  });
});
