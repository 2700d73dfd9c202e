import { describe, expect, it } from 'vitest';
import { eventCategoriesOf } from './event-categories-of';

describe('eventCategoriesOf', () => {
  it('lists each type once, built-in ones in display order, then the others by name', () => {
    expect(eventCategoriesOf(['Shot', 'Save', 'Goal', 'Corner', 'Goal', 'Foul'])).toEqual([
      'Goal',
      'Corner',
      'Shot',
      'Foul',
      'Save',
    ]);
  });

  it("follows the match's event-type order, whatever the case, and puts the types not on it after", () => {
    expect(
      eventCategoriesOf(['Goal', 'Corner', 'Shot', 'Save', 'Foul'], ['shot', 'Save', 'Goal', 'Throw']),
    ).toEqual(['Shot', 'Save', 'Goal', 'Corner', 'Foul']);
  });
});
