import {
  drawMatchTimeline,
  drawTeamTimeline,
  type EventRate,
  linesScore,
  replayCalibration,
} from '@kickchips/core';

/** The median and 99th percentile of a set of excess-win scores. */
export type ReferenceScores = { median: number; p99: number };

function quantiles(scores: number[]): ReferenceScores {
  const sorted = [...scores].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.floor(q * (sorted.length - 1))]!;
  return { median: at(0.5), p99: at(0.99) };
}

/**
 * The excess-win scores of lines priced exactly right: pairs of matches drawn from the model's own
 * rates (so its prices are fair by construction, margin aside), replayed like the real ones. The
 * lines on the whole match are scored on matches drawn as a whole (drawMatchTimeline), the lines
 * per team on matches drawn team by team from each team's rate (drawTeamTimeline). What the real
 * games score is read against these.
 */
export function referenceScores(
  rates: Readonly<Record<string, EventRate>>,
  options: { margin: number; roundMinutes: number; roundsPerHalf: number },
  pairs: number,
): { match: ReferenceScores; team: ReferenceScores } {
  const offered = (draw: typeof drawMatchTimeline, seed: string, teamLines: boolean) =>
    [0, 1].flatMap((j) =>
      replayCalibration(draw(rates, `${seed}-${j}`), rates, { ...options, teamLines }).lines.filter(
        (line) => line.offered,
      ),
    );
  const match: number[] = [];
  const team: number[] = [];
  for (let i = 0; i < pairs; i++) {
    match.push(linesScore(offered(drawMatchTimeline, `reference-${i}`, false)));
    team.push(linesScore(offered(drawTeamTimeline, `team-reference-${i}`, true).filter((line) => line.team)));
  }
  return { match: quantiles(match), team: quantiles(team) };
}
