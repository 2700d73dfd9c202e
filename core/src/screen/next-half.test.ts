import { describe, expect, it } from 'vitest';
import { at, fixtureMatch, KICK_OFF, SECOND_HALF } from '../timing/match-fixture';
import { nextHalf } from './next-half';

describe('nextHalf', () => {
  it('is the first half before kick-off', () => {
    expect(nextHalf(fixtureMatch({ halfStarts: [null, null] }).halves, KICK_OFF)?.halfNumber).toBe(1);
  });

  it('is the second half at half-time, with its start time once set', () => {
    const halfTime = fixtureMatch({ halfStarts: [KICK_OFF, SECOND_HALF], halfEnds: [at(KICK_OFF, 47)] });
    expect(nextHalf(halfTime.halves, at(KICK_OFF, 50))).toMatchObject({
      halfNumber: 2,
      startTime: SECOND_HALF,
    });
  });

  it('is null while a half runs with none after it, and after the match', () => {
    const second = fixtureMatch({ halfStarts: [KICK_OFF, SECOND_HALF], halfEnds: [at(KICK_OFF, 47)] });
    expect(nextHalf(second.halves, at(SECOND_HALF, 5))).toBeNull();
    expect(nextHalf([], KICK_OFF)).toBeNull();
  });
});
