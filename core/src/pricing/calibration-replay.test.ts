import { describe, expect, it } from 'vitest';
import { replayCalibration } from './calibration-replay';
import { linesScore } from './calibration-summary';
import { drawMatchTimeline } from './draw-match-timeline';
import { EVENT_RATES } from './event-rates';

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
    expect(mean(2)).toBeCloseTo(mean(1), 9);
    expect(mean(3)).toBeGreaterThan(mean(2) * 1.05);
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
});
