import { describe, expect, it } from 'vitest';
import { at, fixtureMatch, fixtureRounds, KICK_OFF, SECOND_HALF } from '../timing/match-fixture';
import { bettingOpensAt } from './betting-opens-at';

describe('bettingOpensAt', () => {
  it('is not on the clock for the first round of the match', () => {
    expect(bettingOpensAt(fixtureMatch(), 'r1')).toBeNull();
  });

  it('is the start of the round before, also across a gap between rounds', () => {
    expect(bettingOpensAt(fixtureMatch(), 'r2')).toBe(KICK_OFF);
    expect(bettingOpensAt(fixtureMatch(), 'r3')).toBe(at(KICK_OFF, 10));
    const rounds = fixtureRounds();
    rounds[0] = { ...rounds[0]!, endMinute: 8 };
    expect(bettingOpensAt(fixtureMatch({ rounds }), 'r2')).toBe(KICK_OFF);
  });

  it('is the start of the last round of the first half for the first round of the second', () => {
    const match = fixtureMatch({ halfStarts: [KICK_OFF, SECOND_HALF], halfEnds: [at(KICK_OFF, 47), null] });
    expect(bettingOpensAt(match, 'r6')).toBe(at(KICK_OFF, 40));
  });

  it('is null while the half before has no start time, and for a round not in the match', () => {
    expect(bettingOpensAt(fixtureMatch({ halfStarts: [null, null] }), 'r2')).toBeNull();
    expect(bettingOpensAt(fixtureMatch(), 'nope')).toBeNull();
  });
});
