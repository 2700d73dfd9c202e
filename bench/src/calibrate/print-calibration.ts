import {
  draftLines,
  type EventRate,
  expectedCount,
  linesScore,
  pooledWins,
  predictiveInterval,
  type RecordedMatch,
  type ReplayedLine,
  type ReplayedMatch,
  SEEDED_ODD_DRAFTS,
  scoreChances,
  summariseLines,
  TEAM_SPLITS,
} from '@kickchips/core';
import type { ReferenceScores } from './reference-scores';

/** One game replayed: its lines on the whole match (`model`), and with lines per team (`teams`). */
export type GameReplay = { name: string; match: RecordedMatch; model: ReplayedMatch; teams: ReplayedMatch };

const fixed = (value: number, digits = 2) => value.toFixed(digits);
const isDraftLine = (line: ReplayedLine) =>
  SEEDED_ODD_DRAFTS.some((d) => d.betType === line.betType && d.threshold === line.threshold);

function printCounts(games: readonly GameReplay[], rates: Readonly<Record<string, EventRate>>): void {
  console.log(
    'Per event type: the model expected (sum over rounds, with its in-play updates), what happened,',
  );
  console.log("and the match total against the 90 % interval of the model's pre-match forecast.\n");
  console.log(
    `| event type | ${games.map((g) => `${g.name}: expected / observed | 90 % interval of the total`).join(' | ')} |`,
  );
  console.log(`| --- | ${games.map(() => '--- | ---').join(' | ')} |`);
  for (const [eventType, rate] of Object.entries(rates)) {
    const cells = games.map(({ match, model }) => {
      const counts = model.counts.filter((c) => c.eventType === eventType && !c.team);
      const expected = counts.reduce((sum, c) => sum + c.distribution.mean, 0);
      const observed = counts.reduce((sum, c) => sum + c.count, 0);
      const mean = [...match.halfLengths].reduce(
        (sum, [half, seconds]) => sum + expectedCount(rate, half, 0, seconds / 60),
        0,
      );
      const [low, high] = predictiveInterval({ mean, shape: rate.dispersion });
      const inside = observed >= low && observed <= high ? 'inside' : 'OUTSIDE';
      return `${fixed(expected, 1)} / ${observed} | ${low} to ${high} (${inside})`;
    });
    console.log(`| ${eventType} | ${cells.join(' | ')} |`);
  }
}

export function printLines(title: string, lines: readonly ReplayedLine[]): void {
  console.log(`\n${title}\n`);
  console.log(
    '| line | rounds offered | wins | wins the prices allow (Σ 1/price) | z | chips returned per chip |',
  );
  console.log('| --- | --- | --- | --- | --- | --- |');
  for (const s of summariseLines(lines).sort((a, b) => b.z - a.z)) {
    console.log(
      `| ${s.line} | ${s.rounds} | ${s.wins} | ${fixed(s.allowed)} | ${fixed(s.z)} | ${fixed(s.returned)} |`,
    );
  }
}

/** Each team's count of each type with lines per team: what the model expected (with its in-play updates) and what happened. */
function printTeamCounts(games: readonly GameReplay[]): void {
  console.log('\nLines per team. Per team and event type: the model expected (sum over the rounds');
  console.log(
    "whose team lines stood, with its in-play updates from that team's events) and what happened.\n",
  );
  console.log(`| event type | team | ${games.map((g) => `${g.name}: expected / observed`).join(' | ')} |`);
  console.log(`| --- | --- | ${games.map(() => '---').join(' | ')} |`);
  for (const eventType of Object.keys(TEAM_SPLITS)) {
    for (const team of ['home', 'away'] as const) {
      const cells = games.map(({ teams }) => {
        const counts = teams.counts.filter((c) => c.eventType === eventType && c.team === team);
        const expected = counts.reduce((sum, c) => sum + c.distribution.mean, 0);
        return `${fixed(expected, 1)} / ${counts.reduce((sum, c) => sum + c.count, 0)}`;
      });
      console.log(`| ${eventType} | ${team} | ${cells.join(' | ')} |`);
    }
  }
}

/** The lines per team: each line's z, and the excess-win score with its reference, pooled wins and scores. */
function printTeamLines(games: readonly GameReplay[], reference: ReferenceScores): void {
  const offered = games.flatMap((g) => g.teams.lines.filter((l) => l.offered && l.team));
  printTeamCounts(games);
  printLines("The model's offered lines per team, both games together, by z (highest first):", offered);
  const pooled = pooledWins(offered);
  const scores = scoreChances(offered);
  console.log('\n| measure | lines per team |');
  console.log('| --- | --- |');
  console.log(
    `| excess-win score (mean of max(z, 0)² over the lines offered) | ${fixed(linesScore(offered))} |`,
  );
  console.log(
    `| excess-win score of team lines priced exactly right (300 pairs of matches drawn from the model): median, 99th percentile | ${fixed(reference.median)}, ${fixed(reference.p99)} |`,
  );
  console.log(`| lines offered, line-rounds | ${summariseLines(offered).length}, ${offered.length} |`);
  console.log(
    `| Brier score / log loss of the offered lines | ${fixed(scores.brier, 4)} / ${fixed(scores.logLoss, 4)} |`,
  );
  const gap = (pooled.wins - pooled.expected) / pooled.standardError;
  console.log(
    `| pooled wins of the offered lines: observed, expected, standard error, gap in SEs | ${pooled.wins}, ${fixed(pooled.expected, 1)}, ${fixed(pooled.standardError)}, ${fixed(gap)} |`,
  );
}

/**
 * Prints the calibration report as Markdown: counts, each line's z, the excess-win scores, pooled
 * wins and scores, for the lines on the whole match and then for the lines per team.
 */
export function printCalibration(
  games: readonly GameReplay[],
  rates: Readonly<Record<string, EventRate>>,
  reference: { match: ReferenceScores; team: ReferenceScores },
): void {
  const all = games.flatMap((g) => g.model.lines.filter((l) => !l.team));
  const offered = all.filter((l) => l.offered);
  const drafts = draftLines(games.flatMap((g) => g.model.counts.filter((c) => !c.team)));
  printCounts(games, rates);
  printLines("The model's offered lines, both games together, by z (highest first):", offered);
  printLines("The drafts' lines on every event type, both games together:", drafts);

  const pooled = pooledWins(offered);
  const modelOnDrafts = scoreChances(all.filter(isDraftLine));
  const draftScores = scoreChances(drafts);
  const offeredScores = scoreChances(offered);
  console.log('\n| measure | model | drafts |');
  console.log('| --- | --- | --- |');
  console.log(
    `| excess-win score (mean of max(z, 0)² over the lines offered) | ${fixed(linesScore(offered))} | ${fixed(linesScore(drafts))} |`,
  );
  console.log(
    `| excess-win score of lines priced exactly right (300 pairs of matches drawn from the model): median, 99th percentile | ${fixed(reference.match.median)}, ${fixed(reference.match.p99)} | |`,
  );
  console.log(
    `| lines offered, line-rounds | ${summariseLines(offered).length}, ${offered.length} | ${summariseLines(drafts).length}, ${drafts.length} |`,
  );
  console.log(
    `| Brier score on the drafts' lines (model chance vs 1/price) | ${fixed(modelOnDrafts.brier, 4)} | ${fixed(draftScores.brier, 4)} |`,
  );
  console.log(
    `| log loss on the drafts' lines | ${fixed(modelOnDrafts.logLoss, 4)} | ${fixed(draftScores.logLoss, 4)} |`,
  );
  console.log(
    `| Brier score / log loss of the offered lines | ${fixed(offeredScores.brier, 4)} / ${fixed(offeredScores.logLoss, 4)} | |`,
  );
  const gap = (pooled.wins - pooled.expected) / pooled.standardError;
  console.log(
    `| pooled wins of the offered lines: observed, expected, standard error, gap in SEs | ${pooled.wins}, ${fixed(pooled.expected, 1)}, ${fixed(pooled.standardError)}, ${fixed(gap)} | |`,
  );
  printTeamLines(games, reference.team);
}
