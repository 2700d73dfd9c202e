import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { BenchResult } from './bench-result';

export const RESULTS_FILE = path.resolve(import.meta.dirname, '../../results/latest.json');

/** Each row with when it was measured and the machine's 1-minute load average then (start and end of its run). */
type StoredResult = BenchResult & { measuredAt: string; loadAverage: { start: number; end: number } };
type ResultsDocument = { machine: Record<string, unknown>; results: StoredResult[] };

function previousResults(file: string): StoredResult[] {
  if (!existsSync(file)) return [];
  try {
    return (JSON.parse(readFileSync(file, 'utf8')) as ResultsDocument).results ?? [];
  } catch {
    return [];
  }
}

/** Where a row goes: by its benchmark's place in `order` (a name may carry a suffix, as "x (PGlite)"). */
const rank = (order: readonly string[], row: BenchResult) =>
  order.findIndex((name) => row.benchmark === name || row.benchmark.startsWith(`${name} (`));

/**
 * Writes the run's results to bench/results/latest.json. A run of some benchmarks replaces only
 * their rows: every row says when it was measured, so a partial run never passes off old figures.
 */
export function writeResults(
  results: readonly BenchResult[],
  measuredAt: Date,
  order: readonly string[],
  loadAverage: { start: number; end: number },
  file = RESULTS_FILE,
): void {
  mkdirSync(path.dirname(file), { recursive: true });
  const fresh: StoredResult[] = results.map((r) => ({
    ...r,
    measuredAt: measuredAt.toISOString(),
    loadAverage,
  }));
  const runNames = new Set(fresh.map((r) => order[rank(order, r)]));
  const kept = previousResults(file).filter((r) => !runNames.has(order[rank(order, r)]));
  const document: ResultsDocument = {
    machine: {
      cpus: os.cpus().length,
      cpuModel: os.cpus()[0]?.model ?? 'unknown',
      memoryGb: Math.round(os.totalmem() / 1024 ** 3),
      node: process.version,
      platform: `${os.type()} ${os.release()}`,
    },
    results: [...kept, ...fresh].sort((a, b) => rank(order, a) - rank(order, b)),
  };
  writeFileSync(file, `${JSON.stringify(document, null, 2)}\n`);
}
