import { describe, expect, it } from 'vitest';
import { adminMatchStatus } from './admin-match-status';
import { displayHalf } from './display-half';
import { at, fixtureMatch, KICK_OFF, MINUTE, SECOND_HALF } from './match-fixture';
import type { HalfState } from './match-state';
import { halfTiming, matchTiming } from './match-timing';

const upcoming = (halfNumber: number, startTime: number | null = null): HalfState => ({
  halfNumber,
  status: 'upcoming',
  startTime,
  endTime: null,
});

describe('displayHalf', () => {
  it('prefers the half that is running', () => {
    const { halves } = fixtureMatch({ halfStarts: [KICK_OFF, null] });
    expect(displayHalf(halves, at(KICK_OFF, 5))?.halfNumber).toBe(1);
  });

  it('else takes the earliest upcoming half with a start time', () => {
    const halves = [upcoming(1, KICK_OFF + 2 * MINUTE), upcoming(2, KICK_OFF + MINUTE)];
    expect(displayHalf(halves, KICK_OFF)?.halfNumber).toBe(2);
  });

  it('else takes the earliest half whose start is in the future, whatever its status', () => {
    const halves: HalfState[] = [
      { halfNumber: 1, status: 'finished', startTime: KICK_OFF, endTime: at(KICK_OFF, 45) },
      { halfNumber: 2, status: 'active', startTime: SECOND_HALF, endTime: null },
    ];
    expect(displayHalf(halves, SECOND_HALF - MINUTE)?.halfNumber).toBe(2);
  });

  it('is null when nothing qualifies', () => {
    expect(displayHalf([upcoming(1)], KICK_OFF)).toBeNull();
    expect(displayHalf([], KICK_OFF)).toBeNull();
  });
});

describe('matchTiming and halfTiming', () => {
  const played = fixtureMatch({ halfStarts: [KICK_OFF, SECOND_HALF], halfEnds: [at(KICK_OFF, 47), null] });

  it('follows the match from not started through half-time to ended', () => {
    expect(matchTiming(played.halves, KICK_OFF - 1)).toEqual({
      status: 'not_started',
      label: 'Match starts in',
    });
    expect(matchTiming(played.halves, at(KICK_OFF, 10)).status).toBe('in_progress');
    expect(matchTiming(played.halves, at(KICK_OFF, 50)).status).toBe('in_progress');
    const ended = fixtureMatch({
      halfStarts: [KICK_OFF, SECOND_HALF],
      halfEnds: [at(KICK_OFF, 47), at(SECOND_HALF, 46)],
    });
    expect(matchTiming(ended.halves, at(SECOND_HALF, 46))).toEqual({ status: 'ended', label: 'Match ended' });
    expect(matchTiming([], KICK_OFF).status).toBe('not_started');
  });

  it('gives each half its own timing', () => {
    const running = fixtureMatch().halves;
    expect(halfTiming(running[0]!, running, KICK_OFF - 1)).toBe('not_started');
    expect(halfTiming(running[0]!, running, KICK_OFF)).toBe('active');
    const [first, second] = played.halves;
    expect(halfTiming(first!, played.halves, at(KICK_OFF, 50))).toBe('ended');
    expect(halfTiming(second!, played.halves, at(KICK_OFF, 50))).toBe('not_started');
  });
});

describe('adminMatchStatus', () => {
  const status = (match: ReturnType<typeof fixtureMatch>, now: number, scheduledAt: number | null = null) =>
    adminMatchStatus({ ...match, scheduledAt }, now);

  it('reads Not started with nothing planned', () => {
    expect(status(fixtureMatch({ halfStarts: [null, null] }), KICK_OFF)).toBe('Not started');
  });

  it('counts down to the next start in minutes, then hours and minutes', () => {
    const match = fixtureMatch({ halfStarts: [null, null] });
    expect(status(match, KICK_OFF - 12 * MINUTE, KICK_OFF)).toBe('Starts in 12 min');
    expect(status(match, KICK_OFF - 30_000, KICK_OFF)).toBe('Starts in 1 min');
    expect(status(match, KICK_OFF - 125 * MINUTE, KICK_OFF)).toBe('Starts in 2h 5m');
    const planned = fixtureMatch({ halfStarts: [null, null] });
    const upcomingWithStart = {
      ...planned,
      halves: planned.halves.map((half) => (half.halfNumber === 1 ? { ...half, startTime: KICK_OFF } : half)),
    };
    expect(status(upcomingWithStart, KICK_OFF - 59 * MINUTE)).toBe('Starts in 59 min');
  });

  it('reads a half that has been started as running, not as a countdown to its kick-off minute', () => {
    expect(status(fixtureMatch(), KICK_OFF - 30_000, KICK_OFF - 30_000)).toBe('Half 1: 0 min');
    const second = fixtureMatch({ halfStarts: [KICK_OFF, SECOND_HALF], halfEnds: [at(KICK_OFF, 47)] });
    expect(status(second, SECOND_HALF - 40_000)).toBe('Half 2: 0 min');
    const oneHalfPlayed = fixtureMatch({ halfStarts: [KICK_OFF, null], halfEnds: [at(KICK_OFF, 47)] });
    expect(status(oneHalfPlayed, at(KICK_OFF, 50), SECOND_HALF)).toBe('Half-time');
  });

  it('shows the minute of the running half, Half-time between halves and Full time after', () => {
    const match = fixtureMatch({ halfStarts: [KICK_OFF, null], halfEnds: [at(KICK_OFF, 47)] });
    expect(status(fixtureMatch(), at(KICK_OFF, 23.9))).toBe('Half 1: 23 min');
    expect(status(match, at(KICK_OFF, 60))).toBe('Half-time');
    const second = fixtureMatch({ halfStarts: [KICK_OFF, SECOND_HALF], halfEnds: [at(KICK_OFF, 47)] });
    expect(status(second, at(SECOND_HALF, 3))).toBe('Half 2: 3 min');
    const played = fixtureMatch({
      halfStarts: [KICK_OFF, SECOND_HALF],
      halfEnds: [at(KICK_OFF, 47), at(SECOND_HALF, 48)],
    });
    expect(status(played, at(SECOND_HALF, 60))).toBe('Full time');
  });
});
