import { describe, expect, it } from 'vitest';
import { at, fixtureMatch, fixtureRounds, KICK_OFF } from './match-fixture';
import { matchMinute, timeOfMinute } from './match-minute';
import { roundSpans } from './round-spans';

describe('matchMinute', () => {
  it('counts match minutes from the start of the half at the clock speed', () => {
    expect(matchMinute(KICK_OFF, 1, at(KICK_OFF, 12))).toBe(12);
    expect(matchMinute(KICK_OFF, 10, KICK_OFF + 60_000)).toBe(10);
    expect(matchMinute(KICK_OFF, 1, KICK_OFF - 30_000)).toBe(-0.5);
    expect(timeOfMinute(KICK_OFF, 10, 45)).toBe(KICK_OFF + 4.5 * 60_000);
  });
});

describe('roundSpans', () => {
  it('ends a round at its end minute, else the next start, else an assumed roundDuration', () => {
    const rounds = fixtureRounds();
    rounds[0] = { ...rounds[0]!, endMinute: 8 };
    const spans = roundSpans(fixtureMatch({ rounds }), 12);
    expect(spans.map((s) => [s.round.id, s.startMinute, s.endMinute, s.endKnown]).slice(0, 5)).toEqual([
      ['r1', 0, 8, true],
      ['r2', 10, 20, true],
      ['r3', 20, 30, true],
      ['r4', 30, 40, true],
      ['r5', 40, 52, false],
    ]);
  });

  it('ends the last round with its half once the half has ended', () => {
    const spans = roundSpans(fixtureMatch({ halfEnds: [at(KICK_OFF, 47)] }));
    expect(spans[4]).toMatchObject({ endMinute: 47, endKnown: true, halfEndMinute: 47 });
  });

  it('never lets a round run past the next start or the end of its half', () => {
    const rounds = fixtureRounds().map((round) => ({ ...round, endMinute: round.startMinute + 15 }));
    const spans = roundSpans(fixtureMatch({ rounds, halfEnds: [at(KICK_OFF, 35)] }));
    expect(spans.slice(0, 5).map((s) => [s.startMinute, s.endMinute])).toEqual([
      [0, 10],
      [10, 20],
      [20, 30],
      [30, 35],
      [40, 40],
    ]);
  });

  it('orders by half then start minute, and leaves out void rounds and rounds of unknown halves', () => {
    const rounds = fixtureRounds().reverse();
    rounds[0] = { ...rounds[0]!, status: 'void' };
    rounds.push({
      id: 'x',
      halfNumber: 3,
      roundNumber: 11,
      startMinute: 0,
      endMinute: null,
      status: 'upcoming',
    });
    const ids = roundSpans(fixtureMatch({ rounds })).map((s) => s.round.id);
    expect(ids).toEqual(['r1', 'r2', 'r3', 'r4', 'r5', 'r6', 'r7', 'r8', 'r9']);
  });

  it('ends a half that was never ended when a later half starts', () => {
    const spans = roundSpans(fixtureMatch({ halfStarts: [KICK_OFF, at(KICK_OFF, 50)] }));
    expect(spans[4]).toMatchObject({ endMinute: 50, endKnown: true });
    expect(spans[9]).toMatchObject({ startMinute: 40, endKnown: false });
  });
});
