import { describe, expect, it } from 'vitest';
import { halfAt } from './half-at';
import { at, fixtureMatch, KICK_OFF, SECOND_HALF } from './match-fixture';

describe('halfAt', () => {
  it('finds the half being played, ends included', () => {
    const { halves } = fixtureMatch({ halfStarts: [KICK_OFF, SECOND_HALF], halfEnds: [at(KICK_OFF, 47)] });
    expect(halfAt(halves, at(KICK_OFF, 0))?.halfNumber).toBe(1);
    expect(halfAt(halves, at(KICK_OFF, 47))?.halfNumber).toBe(1);
    expect(halfAt(halves, at(SECOND_HALF, 30))?.halfNumber).toBe(2);
  });

  it('is null before kick-off, at half-time and before a half that has not started', () => {
    const { halves } = fixtureMatch({ halfStarts: [KICK_OFF, SECOND_HALF], halfEnds: [at(KICK_OFF, 47)] });
    expect(halfAt(halves, KICK_OFF - 1)).toBeNull();
    expect(halfAt(halves, at(KICK_OFF, 50))).toBeNull();
    expect(halfAt(fixtureMatch().halves, SECOND_HALF)?.halfNumber).toBe(1);
  });

  it('stops a half at the start of the next one', () => {
    const { halves } = fixtureMatch({ halfStarts: [KICK_OFF, at(KICK_OFF, 40)] });
    expect(halfAt(halves, at(KICK_OFF, 39))?.halfNumber).toBe(1);
    expect(halfAt(halves, at(KICK_OFF, 41))?.halfNumber).toBe(2);
  });
});
