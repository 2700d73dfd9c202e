import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { eventStatistics, eventTeamStatistics } from '../timing/event-statistics';
import { at, fixtureMatch, KICK_OFF } from '../timing/match-fixture';
import { roundSpans } from '../timing/round-spans';
import { liveLineCount } from './live-line-count';
import { settleBets } from './settle-bets';
import { teamCountsOfRound } from './team-counts';

const statistics = {
  statistics: { Corner: { '2': 4 }, corner: { '2': 1 }, Goal: { '1': 2 } },
  byTeam: {
    Corner: { '2': { home: 3, away: 1, untagged: 0 } },
    corner: { '2': { home: 0, away: 1, untagged: 0 } },
    Goal: { '1': { home: 1, away: 0, untagged: 1 } },
  },
};

describe('liveLineCount', () => {
  it("counts a whole-match line's events of any team, in any case", () => {
    expect(liveLineCount(statistics, { eventType: 'Corner' }, 2)).toBe(5);
    expect(liveLineCount(statistics, { eventType: 'CORNER', team: null }, 2)).toBe(5);
    expect(liveLineCount(statistics, { eventType: 'Corner' }, 3)).toBe(0);
    expect(liveLineCount(undefined, { eventType: 'Corner', team: 'away' }, 2)).toBe(0);
  });

  it("counts a team line's events of that team only", () => {
    expect(liveLineCount(statistics, { eventType: 'Corner', team: 'home' }, 2)).toBe(3);
    expect(liveLineCount(statistics, { eventType: 'Corner', team: 'away' }, 2)).toBe(2);
    expect(liveLineCount(statistics, { eventType: 'Shot', team: 'away' }, 2)).toBe(0);
  });

  it('is void for a team line while an event of its type in the round has no team', () => {
    expect(liveLineCount(statistics, { eventType: 'Goal', team: 'home' }, 1)).toBe('void');
    expect(liveLineCount(statistics, { eventType: 'goal', team: 'away' }, 1)).toBe('void');
    expect(liveLineCount(statistics, { eventType: 'Goal' }, 1)).toBe(2);
    expect(liveLineCount(statistics, { eventType: 'Goal', team: 'home' }, 2)).toBe(0);
  });

  it('agrees with settlement: the live count of an ended round decides the bet as settleBets does', () => {
    const match = fixtureMatch();
    const spans = roundSpans(match);
    const event = fc.record({
      eventType: fc.constantFrom('Corner', 'corner', 'Goal'),
      minute: fc.integer({ min: 0, max: 29 }),
      team: fc.constantFrom('home' as const, 'away' as const, null),
    });
    const line = fc.record({
      eventType: fc.constantFrom('Corner', 'Goal'),
      team: fc.constantFrom('home' as const, 'away' as const, null),
      betType: fc.constantFrom('over' as const, 'under' as const),
      threshold: fc.constantFrom(0.5, 1.5, 2.5),
    });
    fc.assert(
      fc.property(fc.array(event, { maxLength: 12 }), line, (shapes, bet) => {
        const events = shapes.map((e) => ({ ...e, timeStamp: at(KICK_OFF, e.minute) }));
        const live = {
          statistics: eventStatistics(events, spans, match),
          byTeam: eventTeamStatistics(events, spans, match),
        };
        const countsByEventType = Object.fromEntries(
          Object.entries(live.statistics).map(([type, byRound]) => [type, byRound[2] ?? 0]),
        );
        const [settled] = settleBets(
          [{ id: 'b', ...bet, multiplier: 2, stake: 10, cardKind: null }],
          {
            status: 'finished',
            countsByEventType,
            teamCountsByEventType: teamCountsOfRound(events, spans, match, 'r2'),
          },
          0,
        );
        const count = liveLineCount(live, bet, 2);
        const wins =
          count !== 'void' && (bet.betType === 'over' ? count > bet.threshold : count < bet.threshold);
        expect(settled!.status).toBe(count === 'void' ? 'void' : wins ? 'won' : 'lost');
      }),
    );
  });
});
