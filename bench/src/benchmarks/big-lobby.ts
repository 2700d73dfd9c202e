import os from 'node:os';
import { BET_WINDOW_MS, type BigLobbyRun, runBigLobby } from '../big-lobby/big-lobby-run';
import { type BenchResult, boundResult } from '../report/bench-result';

/** Lobby sizes, smallest first; `BENCH_BIG_LOBBY_SIZES=50,200` runs fewer. */
const SIZES = (process.env.BENCH_BIG_LOBBY_SIZES ?? '50,200,1000').split(',').map(Number);

const count = (n: number) => n.toLocaleString('en-US');

function rows(run: BigLobbyRun): BenchResult[] {
  const name = (what: string) => `big-lobby (${count(run.members)} members, ${what})`;
  const load = run.load.map((l) => l.toFixed(1)).join(' / ');
  const common = `${count(run.members)} members each bet once within ${BET_WINDOW_MS / 1000} s (${(run.members / (BET_WINDOW_MS / 1000)).toFixed(0)} bets/s), every member's stream open and its screen reading what the web reads per notice; ${run.notices} notices received, ${run.failedBets} bets and ${run.failedReads} reads failed; CPU per bet: server ${run.serverCpuMsPerBet.toFixed(1)} ms (with the streams open and no bets it used ${run.serverIdleCpuMsPerSecond.toFixed(0)} ms a second), the members' simulation ${run.benchCpuMsPerBet.toFixed(1)} ms; PostgreSQL per bet: ${run.databasePerBet.transactions.toFixed(1)} transactions, ${run.databasePerBet.rowsRead.toFixed(0)} rows read (the server's clock ticks included); load average ${load} (1/5/15 min) on ${os.cpus().length} cores at the end`;
  return [
    boundResult({
      benchmark: name('requests per bet'),
      figure: run.requestsPerBet,
      unit: 'req',
      target: { on: 'figure', op: '<=', value: 2, unit: 'req' },
      notes: `reads the bets caused, less the bets, per bet; ${common}`,
    }),
    boundResult({
      benchmark: name('bet p95'),
      figure: run.betP95Ms,
      unit: 'ms',
      target: { on: 'figure', op: '<=', value: 300, unit: 'ms' },
      notes: `POST place-bet from sent to answered; p50 ${run.betP50Ms.toFixed(0)} ms; ${common}`,
    }),
    boundResult({
      benchmark: name('screens current'),
      figure: run.currentSeconds ?? Number.POSITIVE_INFINITY,
      unit: 's',
      target: { on: 'figure', op: '<=', value: 1, unit: 's' },
      notes: `from the last bet's answer until every screen showed every bettor (${count(run.shownPairs)} of ${count(run.members * run.members)} member-bettor pairs shown); ${common}`,
    }),
  ];
}

/** One lobby of 50, 200 and 1,000 members on match night: what each bet costs the lobby's screens. */
export async function bigLobby(): Promise<BenchResult[]> {
  const results: BenchResult[] = [];
  for (const members of SIZES) {
    process.stderr.write(`big-lobby: ${count(members)} members...\n`);
    results.push(...rows(await runBigLobby(members)));
  }
  return results;
}
