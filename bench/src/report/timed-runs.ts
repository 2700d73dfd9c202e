import { median } from './median';

/** One run of a ratio benchmark: the step timed and its baseline, in seconds, on the same database. */
export type TimedRun = { figureSeconds: number; baselineSeconds: number };

/** The medians of several runs, and each run as "figure/baseline" in seconds for the row's notes. */
export function summariseRuns(runs: readonly TimedRun[]): {
  figure: number;
  baseline: number;
  list: string;
} {
  return {
    figure: median(runs.map((run) => run.figureSeconds)),
    baseline: median(runs.map((run) => run.baselineSeconds)),
    list: runs.map((run) => `${run.figureSeconds.toFixed(2)}/${run.baselineSeconds.toFixed(2)}`).join(', '),
  };
}
