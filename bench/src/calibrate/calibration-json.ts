import { linesScore, pooledWins, type ReplayedLine, summariseLines } from '@kickchips/core';

/** Pooled wins of a set of lines, as the JSON summary gives them. */
function pooled(lines: readonly ReplayedLine[]) {
  const { wins, expected, standardError } = pooledWins(lines);
  return { wins, expected, se: standardError };
}

/**
 * `npm run calibrate -- --json`: the machine-readable summary of a replay. The lines on the whole
 * match and the lines per team are scored apart (`score`, `teamScore`; `pooled`, `teamPooled`;
 * `lineRounds`, `teamLineRounds`); `lines` lists both, each with its team (null on the whole match).
 */
export function calibrationJson(matches: number, offered: readonly ReplayedLine[]) {
  const match = offered.filter((line) => !line.team);
  const team = offered.filter((line) => line.team);
  return {
    matches,
    lineRounds: match.length,
    teamLineRounds: team.length,
    score: linesScore(match),
    teamScore: linesScore(team),
    pooled: pooled(match),
    teamPooled: pooled(team),
    lines: summariseLines(offered)
      .sort((a, b) => b.z - a.z)
      .map(({ line, team: side, rounds, wins, allowed, z, returned }) => ({
        line,
        team: side ?? null,
        rounds,
        wins,
        allowed,
        z,
        returned,
      })),
  };
}
