import { describe, expect, it } from 'vitest';
import { at, fixtureMatch, fixtureRounds, KICK_OFF, SECOND_HALF } from '../timing/match-fixture';
import type { MatchState } from '../timing/match-state';
import { roundSpans } from '../timing/round-spans';
import { nextBettableIndex } from './next-bettable-round';

const nextId = (match: MatchState, now: number) => {
  const spans = roundSpans(match);
  return spans[nextBettableIndex(spans, match, now)]?.round.id ?? null;
};

describe('nextBettableIndex', () => {
  it('is the first round before kick-off, with or without a start time', () => {
    expect(nextId(fixtureMatch(), KICK_OFF - 60_000)).toBe('r1');
    expect(nextId(fixtureMatch({ halfStarts: [null, null] }), KICK_OFF)).toBe('r1');
  });

  it('is round k+1 while round k is active', () => {
    expect(nextId(fixtureMatch(), at(KICK_OFF, 0))).toBe('r2');
    expect(nextId(fixtureMatch(), at(KICK_OFF, 25))).toBe('r4');
  });

  it('crosses into the next half after the last round of a half', () => {
    expect(nextId(fixtureMatch(), at(KICK_OFF, 44))).toBe('r6');
  });

  it('is the first round not yet started at half-time and in a gap between rounds', () => {
    const halfTime = fixtureMatch({ halfEnds: [at(KICK_OFF, 47)] });
    expect(nextId(halfTime, at(KICK_OFF, 50))).toBe('r6');
    const rounds = fixtureRounds();
    rounds[0] = { ...rounds[0]!, endMinute: 8 };
    expect(nextId(fixtureMatch({ rounds }), at(KICK_OFF, 9))).toBe('r2');
  });

  it('is none during the last round and after the match', () => {
    const second = fixtureMatch({ halfStarts: [KICK_OFF, SECOND_HALF], halfEnds: [at(KICK_OFF, 47), null] });
    expect(nextId(second, at(SECOND_HALF, 39))).toBe('r10');
    expect(nextId(second, at(SECOND_HALF, 41))).toBeNull();
    const over = fixtureMatch({
      halfStarts: [KICK_OFF, SECOND_HALF],
      halfEnds: [at(KICK_OFF, 47), at(SECOND_HALF, 47)],
    });
    expect(nextId(over, at(SECOND_HALF, 50))).toBeNull();
    expect(nextId(fixtureMatch({ rounds: [] }), KICK_OFF)).toBeNull();
  });

  it('skips rounds that were voided', () => {
    const rounds = fixtureRounds().map((round) =>
      round.id === 'r2' ? { ...round, status: 'void' as const } : round,
    );
    expect(nextId(fixtureMatch({ rounds }), at(KICK_OFF, 5))).toBe('r3');
  });
});
