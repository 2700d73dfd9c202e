import { describe, expect, it } from 'vitest';
import { replayCalibration } from './calibration-replay';
import { linesScore } from './calibration-summary';
import { drawMatchTimeline } from './draw-match-timeline';
import { drawTeamTimeline } from './draw-team-timeline';
import { EVENT_RATES } from './event-rates';
import { expectedCount } from './expected-count';
import { TEAM_SPLITS, teamRate } from './team-rates';

const OPTIONS = { margin: 0.06, roundMinutes: 9, roundsPerHalf: 5 };
const corners = { Corner: EVENT_RATES.Corner! };
/** Halves of 47 and 49 minutes, in seconds. */
const HALF_LENGTHS = new Map([
  [1, 2820],
  [2, 2940],
]);

describe('replaying a match through the model', () => {
  it('prices a round from what was recorded before the round before it started', () => {
    // eight corners in round 1: round 2 was priced at kick-off, round 3 at round 2's start
    const events = Array.from({ length: 8 }, (_, i) => ({
      halfNumber: 1,
      second: 30 + i * 60,
      eventType: 'Corner',
    }));
    const { counts } = replayCalibration(
      {
        events,
        halfLengths: HALF_LENGTHS,
      },
      corners,
      OPTIONS,
    );
    const mean = (round: number) => counts.find((c) => c.round === round)!.distribution.mean;
    expect(mean(2)).toBeCloseTo(expectedCount(corners.Corner, 1, 9, 18), 9);
    expect(mean(3)).toBeGreaterThan(expectedCount(corners.Corner, 1, 18, 27) * 1.05);
    expect(counts.find((c) => c.round === 1)!.count).toBe(8);
  });

  it('counts added time in the last round of each half', () => {
    const events = [{ halfNumber: 1, second: 46 * 60, eventType: 'Corner' }];
    const { counts } = replayCalibration(
      {
        events,
        halfLengths: HALF_LENGTHS,
      },
      corners,
      OPTIONS,
    );
    expect(counts.find((c) => c.round === 5)!.count).toBe(1);
  });

  it('prices matches drawn from its own rates fairly: their excess-win score stays low', () => {
    const scores = Array.from({ length: 10 }, (_, i) => {
      const pair = [0, 1].map((j) =>
        replayCalibration(drawMatchTimeline(EVENT_RATES, `fair-${i}-${j}`), EVENT_RATES, OPTIONS),
      );
      return linesScore(pair.flatMap((m) => m.lines.filter((l) => l.offered)));
    });
    expect(Math.max(...scores)).toBeLessThan(1);
  });

  it("prices each team's lines from that team's events, and leaves out a round's team lines voided by an event without a team", () => {
    const homeCorners = Array.from({ length: 6 }, (_, i) => ({
      halfNumber: 1,
      second: 30 + i * 60,
      eventType: 'Corner',
      team: 'home' as const,
    }));
    const untagged = { halfNumber: 1, second: 30 * 60, eventType: 'Corner' };
    const { lines, counts } = replayCalibration(
      { events: [...homeCorners, untagged], halfLengths: HALF_LENGTHS },
      corners,
      { ...OPTIONS, teamLines: true },
    );
    const mean = (round: number, team?: 'home' | 'away') =>
      counts.find((c) => c.round === round && c.team === team)!.distribution.mean;
    expect(mean(1, 'home')).toBeGreaterThan(mean(1, 'away'));
    expect(mean(3, 'home') / mean(2, 'home')).toBeGreaterThan(1.5);
    // the away team had none of them: its rate goes down, not up
    const awayRate = teamRate(corners.Corner, TEAM_SPLITS.Corner!, 'away');
    expect(mean(3, 'away')).toBeLessThan(expectedCount(awayRate, 1, 18, 27));
    expect(counts.find((c) => c.round === 1 && c.team === 'home')!.count).toBe(6);
    expect(counts.find((c) => c.round === 1 && !c.team)!.count).toBe(6);
    // the corner without a team at minute 30 voids round 4's team lines; its match lines stay
    expect(counts.filter((c) => c.round === 4).map((c) => c.team)).toEqual([undefined]);
    expect(lines.some((l) => l.round === 4 && l.team)).toBe(false);
    expect(lines.some((l) => l.round === 4 && !l.team && l.offered)).toBe(true);
  });

  it('prices team lines fairly on matches drawn from its own rates: their excess-win score stays low', () => {
    const scores = Array.from({ length: 10 }, (_, i) => {
      const pair = [0, 1].map((j) =>
        replayCalibration(drawTeamTimeline(EVENT_RATES, `fair-team-${i}-${j}`), EVENT_RATES, {
          ...OPTIONS,
          teamLines: true,
        }),
      );
      return linesScore(pair.flatMap((m) => m.lines.filter((l) => l.offered && l.team)));
    });
    expect(Math.max(...scores)).toBeLessThan(1);
  });
});
