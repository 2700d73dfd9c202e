import type { LiveFeedItem } from '@kickchips/core';
import { describe, expect, it } from 'vitest';
import { feedItemText } from './feed-item-text';

const teams = { homeTeam: 'Riverside Rovers', awayTeam: 'Harbour City' };
const item = (overrides: Partial<LiveFeedItem>): LiveFeedItem => ({
  _id: 'e1',
  eventType: 'Goal',
  minuteLabel: "23'",
  halfNumber: 1,
  timeStamp: '2026-01-01T15:23:00.000Z',
  undone: false,
  ...overrides,
});

describe('feedItemText', () => {
  it('names the minute, the event, its team and its round', () => {
    expect(feedItemText(item({ team: 'home', roundNumber: 3 }), teams)).toBe(
      "23' Goal – Riverside Rovers · Round 3",
    );
    expect(feedItemText(item({ team: 'away', roundNumber: 3 }), teams)).toBe(
      "23' Goal – Harbour City · Round 3",
    );
  });

  it('leaves the team out of an event recorded without one, and the round out of one outside every round', () => {
    expect(feedItemText(item({ eventType: 'Corner', roundNumber: 3 }), teams)).toBe("23' Corner · Round 3");
    expect(feedItemText(item({ eventType: 'Corner', minuteLabel: "45+2'" }), teams)).toBe("45+2' Corner");
  });

  it('says an undone event was undone instead of its round', () => {
    expect(feedItemText(item({ team: 'home', roundNumber: 3, undone: true }), teams)).toBe(
      "23' Goal – Riverside Rovers · undone",
    );
  });
});
