import { describe, expect, it } from 'vitest';
import { eventTypePlural, lineLabel, lineSubject } from './line-label';

const teams = { homeTeam: 'Riverside Rovers', awayTeam: 'Harbour City' };

describe('lineLabel', () => {
  it('names a line on the whole match by its event type, side and threshold', () => {
    expect(lineLabel({ eventType: 'Corner', betType: 'over', threshold: 1.5 }, teams)).toBe(
      'Corner OVER 1.5',
    );
  });

  it('names a line on one team by that team and its events', () => {
    expect(lineLabel({ eventType: 'Corner', betType: 'over', threshold: 0.5, team: 'away' }, teams)).toBe(
      'Corners by Harbour City OVER 0.5',
    );
    expect(lineLabel({ eventType: 'Goal', betType: 'under', threshold: 2.5, team: 'home' }, teams)).toBe(
      'Goals by Riverside Rovers UNDER 2.5',
    );
  });

  it('treats a null team as the whole match', () => {
    expect(lineSubject({ eventType: 'Shot', team: null }, teams)).toBe('Shot');
  });
});

describe('eventTypePlural', () => {
  it.each([
    ['Goal', 'Goals'],
    ['Card', 'Cards'],
    ['Penalty', 'Penalties'],
    ['Free-Kick', 'Free-Kicks'],
    ['Cross', 'Crosses'],
    ['Save', 'Saves'],
  ])('%s → %s', (one, many) => {
    expect(eventTypePlural(one)).toBe(many);
  });
});
