import { describe, expect, it } from 'vitest';
import { at, fixtureMatch, KICK_OFF, SECOND_HALF } from './match-fixture';
import type { MatchState } from './match-state';
import { roundSpans } from './round-spans';
import { roundStatusAt } from './round-status-at';

function statusOf(match: MatchState, roundId: string, now: number) {
  const span = roundSpans(match).find((s) => s.round.id === roundId)!;
  return roundStatusAt(span, match, now);
}

describe('roundStatusAt', () => {
  it('moves a round upcoming -> active -> finished with the match clock', () => {
    const match = fixtureMatch();
    expect(statusOf(match, 'r1', KICK_OFF - 1)).toBe('upcoming');
    expect(statusOf(match, 'r1', KICK_OFF)).toBe('active');
    expect(statusOf(match, 'r1', at(KICK_OFF, 10))).toBe('finished');
    expect(statusOf(match, 'r2', at(KICK_OFF, 10))).toBe('active');
    expect(statusOf(match, 'r6', at(KICK_OFF, 30))).toBe('upcoming');
  });

  it('keeps the last round of a running half active until the half ends', () => {
    const running = fixtureMatch();
    expect(statusOf(running, 'r5', at(KICK_OFF, 90))).toBe('active');
    const ended = fixtureMatch({ halfEnds: [at(KICK_OFF, 47)] });
    expect(statusOf(ended, 'r5', at(KICK_OFF, 47))).toBe('finished');
  });

  it('voids the rounds a half ended before they started, and finishes the one it cut short', () => {
    const match = fixtureMatch({ halfEnds: [at(KICK_OFF, 25)] });
    expect(statusOf(match, 'r3', at(KICK_OFF, 25))).toBe('finished');
    expect(statusOf(match, 'r4', at(KICK_OFF, 25))).toBe('void');
    expect(statusOf(match, 'r5', at(KICK_OFF, 25))).toBe('void');
  });

  it('voids the rounds of a half overtaken by the start of the next one', () => {
    const match = fixtureMatch({ halfStarts: [KICK_OFF, at(KICK_OFF, 35)] });
    expect(statusOf(match, 'r4', at(KICK_OFF, 36))).toBe('finished');
    expect(statusOf(match, 'r5', at(KICK_OFF, 36))).toBe('void');
    expect(statusOf(match, 'r6', at(KICK_OFF, 36))).toBe('active');
  });

  it('voids every round of a half that ended without ever starting', () => {
    const match: MatchState = {
      ...fixtureMatch({ halfStarts: [KICK_OFF, null] }),
      halves: [
        { halfNumber: 1, status: 'finished', startTime: KICK_OFF, endTime: at(KICK_OFF, 50) },
        { halfNumber: 2, status: 'finished', startTime: null, endTime: SECOND_HALF },
      ],
    };
    expect(statusOf(match, 'r6', SECOND_HALF)).toBe('void');
  });
});
