import {
  linesScore,
  pooledWins,
  type ReplayedCount,
  type ReplayedLine,
  summariseLines,
} from '@kickchips/core';
import { printLines } from './print-calibration';

const fixed = (value: number, digits = 2) => value.toFixed(digits);
const on = (count: { eventType: string; team?: string }) =>
  count.team ? `${count.eventType} (${count.team})` : count.eventType;

/** Per event type (and per team), over all matches: the model's expectation (with its in-play updates) and the count. */
function printCounts(matches: number, counts: readonly ReplayedCount[]): void {
  const totals = new Map<string, { expected: number; observed: number }>();
  for (const count of counts) {
    const total = totals.get(on(count)) ?? { expected: 0, observed: 0 };
    total.expected += count.distribution.mean;
    total.observed += count.count;
    totals.set(on(count), total);
  }
  console.log('Per event type, a match on average: what the model expected (sum over the rounds, with its');
  console.log('in-play updates) and what happened.\n');
  console.log('| event type | expected | observed | observed / expected |');
  console.log('| --- | --- | --- | --- |');
  for (const [name, { expected, observed }] of totals) {
    console.log(
      `| ${name} | ${fixed(expected / matches)} | ${fixed(observed / matches)} | ${fixed(observed / expected, 3)} |`,
    );
  }
}

function printMeasures(title: string, lines: readonly ReplayedLine[]): void {
  const pooled = pooledWins(lines);
  const gap = (pooled.wins - pooled.expected) / pooled.standardError;
  const summaries = summariseLines(lines);
  const returned = lines.reduce((sum, l) => sum + (l.won ? l.price : 0), 0) / lines.length;
  console.log(`\n| measure | ${title} |`);
  console.log('| --- | --- |');
  console.log(
    `| excess-win score (mean of max(z, 0)² over the lines offered) | ${fixed(linesScore(lines))} |`,
  );
  console.log(`| lines offered, line-rounds | ${summaries.length}, ${lines.length} |`);
  console.log(`| lines with z above 3 | ${summaries.filter((s) => s.z > 3).length} |`);
  console.log(`| chips returned per chip, all line-rounds | ${fixed(returned, 3)} |`);
  console.log(
    `| pooled wins: observed, expected, standard error, gap in SEs | ${pooled.wins}, ${fixed(pooled.expected, 1)}, ${fixed(pooled.standardError)}, ${fixed(gap)} |`,
  );
}

/** The calibration report of many matches (`--matches`), as Markdown: counts, each line's z, the scores. */
export function printManyMatches(
  matches: number,
  counts: readonly ReplayedCount[],
  offered: readonly ReplayedLine[],
) {
  const match = offered.filter((line) => !line.team);
  const team = offered.filter((line) => line.team);
  console.log(`${matches} matches.\n`);
  printCounts(matches, counts);
  printLines("The model's offered lines on the whole match, by z (highest first):", match);
  printMeasures('lines on the whole match', match);
  printLines("The model's offered lines per team, by z (highest first):", team);
  printMeasures('lines per team', team);
}
