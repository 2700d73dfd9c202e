import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { at, fixtureMatch, fixtureRounds, KICK_OFF, MINUTE } from './match-fixture';
import type { MatchState } from './match-state';
import { roundSpans } from './round-spans';
import { roundTiming } from './round-timing';

function timingOf(match: MatchState, roundId: string, now: number) {
  const span = roundSpans(match).find((s) => s.round.id === roundId)!;
  return roundTiming(span, match, now);
}

describe('roundTiming', () => {
  const match = fixtureMatch();

  it('waits while the half has no start time', () => {
    expect(timingOf(match, 'r6', at(KICK_OFF, 20))).toEqual({
      status: 'waiting',
      progress: 0,
      msLeft: 0,
      text: null,
    });
  });

  it('counts down to the start in a break, and before kick-off', () => {
    expect(timingOf(match, 'r2', at(KICK_OFF, 7))).toEqual({
      status: 'break',
      progress: 0,
      msLeft: 3 * MINUTE,
      text: 'Round starts in 2:59',
    });
    expect(timingOf(match, 'r1', KICK_OFF - 30_000).text).toBe('Round starts in 0:29');
  });

  it('counts down to the end while active, with progress elapsed / (elapsed + remaining)', () => {
    expect(timingOf(match, 'r2', at(KICK_OFF, 12.5))).toEqual({
      status: 'active',
      progress: 0.25,
      msLeft: 7.5 * MINUTE,
      text: 'Ends in 7:29',
    });
  });

  it('is ended at its end minute', () => {
    expect(timingOf(match, 'r2', at(KICK_OFF, 20))).toMatchObject({
      status: 'ended',
      progress: 1,
      text: null,
    });
    expect(timingOf(match, 'r3', at(KICK_OFF, 20))).toMatchObject({ status: 'active', progress: 0 });
  });

  it('keeps a round with no known end active, assuming roundDuration, until its half ends', () => {
    expect(timingOf(match, 'r5', at(KICK_OFF, 45)).progress).toBe(0.5);
    expect(timingOf(match, 'r5', at(KICK_OFF, 52))).toMatchObject({
      status: 'active',
      progress: 1,
      text: 'Ends in 0:00',
    });
    const ended = fixtureMatch({ halfEnds: [at(KICK_OFF, 48)] });
    expect(timingOf(ended, 'r5', at(KICK_OFF, 48))).toMatchObject({ status: 'ended', progress: 1 });
  });

  it('runs on match minutes at faster clock speeds', () => {
    const fast = fixtureMatch({ clockSpeed: 10 });
    expect(timingOf(fast, 'r2', KICK_OFF + 1.5 * MINUTE)).toMatchObject({
      status: 'active',
      progress: 0.5,
      msLeft: 0.5 * MINUTE,
    });
  });

  it('keeps progress in [0, 1] and never lets it go back as time passes', () => {
    const minute = fc.double({ min: -20, max: 80, noNaN: true });
    fc.assert(
      fc.property(
        fc.constantFrom(...fixtureRounds().map((round) => round.id)),
        minute,
        minute,
        fc.option(fc.integer({ min: 30, max: 60 }), { nil: null }),
        (roundId, a, b, endMinute) => {
          const played = fixtureMatch({ halfEnds: [endMinute === null ? null : at(KICK_OFF, endMinute)] });
          const early = timingOf(played, roundId, at(KICK_OFF, Math.min(a, b)));
          const late = timingOf(played, roundId, at(KICK_OFF, Math.max(a, b)));
          for (const timing of [early, late]) {
            expect(timing.progress).toBeGreaterThanOrEqual(0);
            expect(timing.progress).toBeLessThanOrEqual(1);
          }
          expect(late.progress).toBeGreaterThanOrEqual(early.progress);
        },
      ),
    );
  });
});
