import { describe, expect, it } from 'vitest';
import { at, fixtureMatch, KICK_OFF, SECOND_HALF } from '../timing/match-fixture';
import { roundSpans } from '../timing/round-spans';
import { teamCountsOfRound } from './team-counts';

describe("a round's events by team", () => {
  const match = fixtureMatch({ halfStarts: [KICK_OFF, SECOND_HALF], halfEnds: [at(KICK_OFF, 47), null] });
  const spans = roundSpans(match);

  it("counts each type's events of the round by team, and those without one apart", () => {
    const events = [
      { eventType: 'Goal', timeStamp: at(KICK_OFF, 2), team: 'home' as const },
      { eventType: 'Goal', timeStamp: at(KICK_OFF, 3), team: 'home' as const },
      { eventType: 'Goal', timeStamp: at(KICK_OFF, 4), team: null },
      { eventType: 'Corner', timeStamp: at(KICK_OFF, 5), team: 'away' as const },
      { eventType: 'Corner', timeStamp: at(KICK_OFF, 12), team: 'home' as const },
    ];
    expect(teamCountsOfRound(events, spans, match, 'r1')).toEqual({
      Goal: { home: 2, away: 0, untagged: 1 },
      Corner: { home: 0, away: 1, untagged: 0 },
    });
    expect(teamCountsOfRound(events, spans, match, 'r2')).toEqual({
      Corner: { home: 1, away: 0, untagged: 0 },
    });
    expect(teamCountsOfRound(events, spans, match, 'r3')).toEqual({});
  });
});
