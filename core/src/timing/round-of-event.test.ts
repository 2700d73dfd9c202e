import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countEventsByRound, eventStatistics, eventTeamStatistics } from './event-statistics';
import { at, fixtureMatch, KICK_OFF, SECOND_HALF } from './match-fixture';
import type { RoundState } from './match-state';
import { roundOfEvent, spanContainsTime } from './round-of-event';
import { roundSpans } from './round-spans';

describe('roundOfEvent', () => {
  const match = fixtureMatch({ halfStarts: [KICK_OFF, SECOND_HALF], halfEnds: [at(KICK_OFF, 47), null] });
  const spans = roundSpans(match);
  const roundAt = (time: number) => roundOfEvent(spans, match, time)?.round.id ?? null;

  it('finds the round whose [start, end) holds the event minute', () => {
    expect(roundAt(at(KICK_OFF, 0))).toBe('r1');
    expect(roundAt(at(KICK_OFF, 9.99))).toBe('r1');
    expect(roundAt(at(KICK_OFF, 10))).toBe('r2');
    expect(roundAt(at(KICK_OFF, 46.9))).toBe('r5');
    expect(roundAt(at(SECOND_HALF, 12))).toBe('r7');
    expect(roundAt(at(SECOND_HALF, 95))).toBe('r10');
  });

  it('finds none before kick-off, at half-time or in a gap', () => {
    expect(roundAt(KICK_OFF - 1)).toBeNull();
    expect(roundAt(at(KICK_OFF, 47))).toBeNull();
    expect(roundAt(SECOND_HALF - 1)).toBeNull();
  });

  it('puts every event in at most one round, whatever the rounds and halves', () => {
    const round = fc.record({
      halfNumber: fc.integer({ min: 1, max: 2 }),
      startMinute: fc.integer({ min: 0, max: 60 }),
      endMinute: fc.option(fc.integer({ min: 1, max: 70 }), { nil: null }),
    });
    const time = fc.option(fc.integer({ min: -10, max: 200 }), { nil: null });
    fc.assert(
      fc.property(
        fc.array(round, { maxLength: 12 }),
        time,
        time,
        time,
        fc.integer({ min: -10, max: 200 }),
        (shapes, s1, e1, s2, event) => {
          const rounds: RoundState[] = shapes.map((shape, index) => ({
            ...shape,
            id: `r${index}`,
            roundNumber: index + 1,
            status: 'upcoming',
          }));
          const minute = (value: number | null) => (value === null ? null : at(KICK_OFF, value));
          const played = fixtureMatch({
            rounds,
            halfStarts: [minute(s1), minute(s2)],
            halfEnds: [minute(e1), null],
          });
          const all = roundSpans(played);
          const holders = all.filter((span) => spanContainsTime(span, played, at(KICK_OFF, event)));
          expect(holders.length).toBeLessThanOrEqual(1);
        },
      ),
    );
  });
});

describe('eventStatistics', () => {
  it('counts each event type per round', () => {
    const match = fixtureMatch();
    const spans = roundSpans(match);
    const events = [
      { eventType: 'Goal', timeStamp: at(KICK_OFF, 3) },
      { eventType: 'Goal', timeStamp: at(KICK_OFF, 4) },
      { eventType: 'Corner', timeStamp: at(KICK_OFF, 15) },
      { eventType: 'Goal', timeStamp: KICK_OFF - 5 },
    ];
    expect(countEventsByRound(events, spans, match).get('r1')).toEqual({ Goal: 2 });
    expect(countEventsByRound(events, spans, match).get('r3')).toEqual({});
    expect(eventStatistics(events, spans, match)).toEqual({ Goal: { 1: 2 }, Corner: { 2: 1 } });
  });
});

describe('eventTeamStatistics', () => {
  it('counts each event type per round by team, the events without one apart', () => {
    const match = fixtureMatch();
    const spans = roundSpans(match);
    const events = [
      { eventType: 'Corner', timeStamp: at(KICK_OFF, 3), team: 'home' as const },
      { eventType: 'Corner', timeStamp: at(KICK_OFF, 4), team: 'home' as const },
      { eventType: 'Corner', timeStamp: at(KICK_OFF, 5) },
      { eventType: 'Corner', timeStamp: at(KICK_OFF, 15), team: 'away' as const },
      { eventType: 'Goal', timeStamp: at(KICK_OFF, 16), team: null },
      { eventType: 'Goal', timeStamp: KICK_OFF - 5, team: 'home' as const },
    ];
    expect(eventTeamStatistics(events, spans, match)).toEqual({
      Corner: { 1: { home: 2, away: 0, untagged: 1 }, 2: { home: 0, away: 1, untagged: 0 } },
      Goal: { 2: { home: 0, away: 0, untagged: 1 } },
    });
  });
});
