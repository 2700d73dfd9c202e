import { describe, expect, it } from 'vitest';
import { goalAnnouncement } from './goal-announcement';

const teams = { homeTeam: 'Riverside Rovers', awayTeam: 'Harbour City' };

describe('goalAnnouncement', () => {
  it('names the scorer, then the scoreline', () => {
    expect(goalAnnouncement({ home: 1, away: 1 }, { home: 2, away: 1 }, teams)).toBe(
      'Goal – Riverside Rovers. Riverside Rovers 2–1 Harbour City',
    );
    expect(goalAnnouncement({ home: 0, away: 0 }, { home: 0, away: 1 }, teams)).toBe(
      'Goal – Harbour City. Riverside Rovers 0–1 Harbour City',
    );
  });

  it('tells each goal when two came in one read', () => {
    expect(goalAnnouncement({ home: 0, away: 0 }, { home: 1, away: 1 }, teams)).toBe(
      'Goal – Riverside Rovers. Goal – Harbour City. Riverside Rovers 1–1 Harbour City',
    );
  });

  it('says nothing when the score is the same', () => {
    expect(goalAnnouncement({ home: 1, away: 0 }, { home: 1, away: 0 }, teams)).toBeNull();
  });

  it('reads the corrected score when a goal is undone or given to the other team', () => {
    expect(goalAnnouncement({ home: 2, away: 0 }, { home: 1, away: 0 }, teams)).toBe(
      'Score corrected. Riverside Rovers 1–0 Harbour City',
    );
    expect(goalAnnouncement({ home: 1, away: 0 }, { home: 0, away: 1 }, teams)).toBe(
      'Score corrected. Riverside Rovers 0–1 Harbour City',
    );
  });
});
