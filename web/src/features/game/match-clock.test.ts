import type { HalfState, MatchState } from '@kickchips/core';
import { describe, expect, it } from 'vitest';
import { matchClock } from './match-clock';

const MINUTE = 60_000;
const KICK_OFF = Date.parse('2026-11-23T20:00:00Z');
const SECOND_HALF = KICK_OFF + 60 * MINUTE;

/** A match of two halves with these start and end times, at clock speed 1. */
function twoHalves(starts: (number | null)[], ends: (number | null)[] = [null, null]): MatchState {
  const halves: HalfState[] = starts.map((startTime, index) => ({
    halfNumber: index + 1,
    status: ends[index] ? 'finished' : startTime ? 'active' : 'upcoming',
    startTime,
    endTime: ends[index] ?? null,
  }));
  return { clockSpeed: 1, halves, rounds: [] };
}

describe('matchClock', () => {
  it('counts down to kick-off', () => {
    expect(matchClock(twoHalves([KICK_OFF, null]), null, KICK_OFF - 65_000)).toBe('Match starts in 1:04');
  });

  it('says Waiting for kick-off when none is known or its time has passed (issue 29 item 5)', () => {
    expect(matchClock(twoHalves([null, null]), null, KICK_OFF)).toBe('Waiting for kick-off');
    const scheduled = new Date(KICK_OFF).toISOString();
    expect(matchClock(twoHalves([null, null]), scheduled, KICK_OFF - 65_000)).toBe('Match starts in 1:04');
    expect(matchClock(twoHalves([null, null]), scheduled, KICK_OFF + 5 * MINUTE)).toBe(
      'Waiting for kick-off',
    );
  });

  it("shows the match minute, the second half reading on from 45'", () => {
    expect(matchClock(twoHalves([KICK_OFF, null]), null, KICK_OFF + 22.5 * MINUTE)).toBe("Match time 23'");
    const second = twoHalves([KICK_OFF, SECOND_HALF], [KICK_OFF + 45 * MINUTE, null]);
    expect(matchClock(second, null, SECOND_HALF + 30_000)).toBe("Match time 46'");
  });

  it('says when the match has ended', () => {
    const ended = twoHalves([KICK_OFF, SECOND_HALF], [KICK_OFF + 45 * MINUTE, SECOND_HALF + 45 * MINUTE]);
    expect(matchClock(ended, null, SECOND_HALF + 50 * MINUTE)).toBe('Match ended');
  });
});
