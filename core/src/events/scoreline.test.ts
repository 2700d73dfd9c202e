import { describe, expect, it } from 'vitest';
import { formatScoreline } from './format-scoreline';
import { scoreOf } from './scoreline';

describe('scoreOf', () => {
  it('counts goals by team, in any case, and leaves goals without a team out', () => {
    expect(
      scoreOf([
        { eventType: 'Goal', team: 'home' },
        { eventType: 'goal', team: 'away' },
        { eventType: 'GOAL', team: 'home' },
        { eventType: 'Goal', team: null },
        { eventType: 'Corner', team: 'away' },
      ]),
    ).toEqual({ home: 2, away: 1 });
  });
});

describe('formatScoreline', () => {
  it('reads as a fan writes it', () => {
    expect(formatScoreline('Riverside Rovers', 'Harbour City', { home: 2, away: 1 })).toBe(
      'Riverside Rovers 2–1 Harbour City',
    );
  });
});
