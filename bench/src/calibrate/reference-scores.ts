import { drawMatchTimeline, type EventRate, linesScore, replayCalibration } from '@kickchips/core';

/**
 * The excess-win scores of lines priced exactly right: pairs of matches drawn from the model's own
 * rates (so its prices are fair by construction, margin aside), replayed like the real ones. What
 * the real games score is read against these.
 */
export function referenceScores(
  rates: Readonly<Record<string, EventRate>>,
  options: { margin: number; roundMinutes: number; roundsPerHalf: number },
  pairs: number,
): { median: number; p99: number } {
  const scores = Array.from({ length: pairs }, (_, i) => {
    const games = [0, 1].map((j) =>
      replayCalibration(drawMatchTimeline(rates, `reference-${i}-${j}`), rates, options),
    );
    return linesScore(games.flatMap((game) => game.lines.filter((line) => line.offered)));
  }).sort((a, b) => a - b);
  const at = (q: number) => scores[Math.floor(q * (scores.length - 1))]!;
  return { median: at(0.5), p99: at(0.99) };
}
