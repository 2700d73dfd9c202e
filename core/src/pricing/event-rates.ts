import type { EventRate } from './event-rate';

/**
 * The base rates of the built-in event types, fitted on the 1,281 Big-5 league matches of 2017/18
 * before 1 March 2018 in Wyscout's public event data (../shared/data/wyscout; Pappalardo et al.,
 * Scientific Data 6, 236, 2019; CC BY 4.0), as `npm run calibrate -- --fit --matches
 * ../shared/data/wyscout` prints them (bench/src/calibrate/fit-rates.ts; docs/game-rules.md,
 * "How prices are made"):
 * - perMatch: each 15-minute block's events over the minutes the matches spent in it (added time
 *   in the last block of its half), over a match of average added time (EXPECTED_ADDED_TIME);
 * - profile: those block rates, relative to their mean;
 * - dispersion: k of each match's count against what its own length makes expected,
 *   1 / k = Σ((n − e)² − n) / Σ e² (Poisson where counts spread no more than chance);
 *   It is also the in-play prior's strength: the weight under which each round's count, given what
 *   its match had shown when the round was priced, is likeliest is the same k within the grid's
 *   steps (docs/game-rules.md).
 */
export const EVENT_RATES: Readonly<Record<string, EventRate>> = {
  Goal: {
    perMatch: 2.69,
    dispersion: 54.2,
    profile: [0.742, 0.94, 0.849, 1.146, 0.992, 1.083, 1.034, 1.214],
  },
  Throw: {
    perMatch: 43.97,
    dispersion: 38.1,
    profile: [1.163, 0.983, 0.958, 1.014, 1.017, 0.892, 0.908, 1.066],
  },
  Corner: {
    perMatch: 9.96,
    dispersion: 48.4,
    profile: [0.857, 0.943, 0.97, 1.231, 0.975, 0.985, 0.917, 1.123],
  },
  Shot: {
    perMatch: 23.7,
    dispersion: 99.5,
    profile: [0.816, 0.942, 0.965, 1.149, 0.978, 1.008, 1.025, 1.116],
  },
  Card: {
    perMatch: 4.16,
    dispersion: 15.8,
    profile: [0.346, 0.639, 0.905, 0.973, 0.944, 1.102, 1.248, 1.843],
  },
  'Free-Kick': {
    perMatch: 29.83,
    dispersion: 45.4,
    profile: [0.856, 0.907, 0.954, 1.285, 0.901, 0.907, 0.967, 1.222],
  },
  'Goal-Kick': {
    perMatch: 16.22,
    dispersion: Number.POSITIVE_INFINITY,
    profile: [0.89, 0.892, 0.957, 1.302, 0.917, 0.95, 0.96, 1.133],
  },
  Penalty: {
    perMatch: 0.31,
    dispersion: Number.POSITIVE_INFINITY,
    profile: [0.445, 0.746, 0.72, 1.5, 0.824, 0.85, 1.02, 1.896],
  },
  Offside: {
    perMatch: 4.3,
    dispersion: 10.2,
    profile: [0.997, 1.023, 0.96, 0.963, 0.973, 0.995, 0.94, 1.147],
  },
};
