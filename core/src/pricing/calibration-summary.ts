import type { TeamSide } from '../events/team-side';
import type { ReplayedLine } from './calibration-replay';
import { countQuantile } from './count-distribution';
import { excessWinScore, lineZ } from './excess-win-score';
import { lineKey } from './line-key';

/** One fixed strategy (always one side of one line) over the rounds it was offered. */
export type LineSummary = {
  line: string;
  /** The team of a line on one team's count; absent for a line on the whole match. */
  team?: TeamSide;
  rounds: number;
  wins: number;
  /** Σ 1 / price: the wins the prices allow. */
  allowed: number;
  z: number;
  /** Chips returned per chip staked. */
  returned: number;
};

/** The lines grouped by what they are on (lineKey), in the order first seen. */
function byLineKey(lines: readonly ReplayedLine[]): Map<string, ReplayedLine[]> {
  const byLine = new Map<string, ReplayedLine[]>();
  for (const line of lines) {
    const key = lineKey(line);
    const group = byLine.get(key);
    if (group) group.push(line);
    else byLine.set(key, [line]);
  }
  return byLine;
}

export function summariseLines(lines: readonly ReplayedLine[]): LineSummary[] {
  return [...byLineKey(lines)].map(([line, outcomes]) => ({
    line,
    ...(outcomes[0]!.team ? { team: outcomes[0]!.team } : {}),
    rounds: outcomes.length,
    wins: outcomes.filter((o) => o.won).length,
    allowed: outcomes.reduce((sum, o) => sum + 1 / o.price, 0),
    z: lineZ(outcomes),
    returned: outcomes.reduce((sum, o) => sum + (o.won ? o.price : 0), 0) / outcomes.length,
  }));
}

/** The excess-win score of the lines (excess-win-score.ts), each line over the rounds it was offered. */
export function linesScore(lines: readonly ReplayedLine[]): number {
  return excessWinScore([...byLineKey(lines).values()]);
}

/** Mean Brier score and log loss of chances against outcomes. */
export function scoreChances(forecasts: readonly { chance: number; won: boolean }[]): {
  brier: number;
  logLoss: number;
} {
  let brier = 0;
  let logLoss = 0;
  for (const { chance, won } of forecasts) {
    const p = Math.min(1 - 1e-6, Math.max(1e-6, chance));
    brier += ((won ? 1 : 0) - p) ** 2;
    logLoss -= Math.log(won ? p : 1 - p);
  }
  return { brier: brier / forecasts.length, logLoss: logLoss / forecasts.length };
}

/** Pooled over all lines: the wins, the wins the model expected, and its standard error. */
export function pooledWins(lines: readonly ReplayedLine[]): {
  wins: number;
  expected: number;
  standardError: number;
} {
  return {
    wins: lines.filter((l) => l.won).length,
    expected: lines.reduce((sum, l) => sum + l.chance, 0),
    standardError: Math.sqrt(lines.reduce((sum, l) => sum + l.chance * (1 - l.chance), 0)),
  };
}

/** The central 90 % interval of a count distribution. */
export function predictiveInterval(distribution: { mean: number; shape: number }): [number, number] {
  return [countQuantile(distribution, 0.05), countQuantile(distribution, 0.95)];
}
