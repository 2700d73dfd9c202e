import os from 'node:os';
import { bigLobby } from './benchmarks/big-lobby';
import { clock } from './benchmarks/clock';
import { lobbyDetails } from './benchmarks/lobby-details';
import { placeBet } from './benchmarks/place-bet';
import { settle } from './benchmarks/settle';
import { startUp } from './benchmarks/start-up';
import { memory, push, streams } from './benchmarks/streams';
import { web } from './benchmarks/web';
import { wire } from './benchmarks/wire';
import type { BenchResult } from './report/bench-result';
import { formatTable } from './report/print-table';
import { RESULTS_FILE, writeResults } from './report/write-results';

const benchmarks: Record<string, () => Promise<BenchResult[]>> = {
  'lobby-details': lobbyDetails,
  'place-bet': placeBet,
  settle,
  clock,
  push,
  memory,
  streams,
  web,
  wire,
  'start-up': startUp,
  'big-lobby': bigLobby,
};

async function main() {
  const asked = process.argv.slice(2);
  const unknown = asked.filter((name) => !(name in benchmarks));
  if (unknown.length > 0) {
    console.error(
      `Unknown benchmark: ${unknown.join(', ')}. Choose from: ${Object.keys(benchmarks).join(', ')}`,
    );
    process.exit(2);
  }
  const names = asked.length > 0 ? asked : Object.keys(benchmarks);
  const startedAt = new Date();
  const loadAtStart = os.loadavg()[0]!;
  const results: BenchResult[] = [];
  for (const name of names) {
    const began = performance.now();
    process.stderr.write(`${name}: running...\n`);
    results.push(...(await benchmarks[name]!()));
    process.stderr.write(`${name}: done in ${((performance.now() - began) / 1000).toFixed(1)} s\n`);
  }
  const load = { start: loadAtStart, end: os.loadavg()[0]! };
  console.log(formatTable(results));
  console.log(
    `\n${os.cpus().length} CPUs, load average ${load.start.toFixed(1)} at the start and ${load.end.toFixed(1)} at the end`,
  );
  writeResults(results, startedAt, Object.keys(benchmarks), load);
  console.log(`\nWritten to ${RESULTS_FILE}`);
  if (results.some((r) => !r.pass)) process.exitCode = 1;
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
