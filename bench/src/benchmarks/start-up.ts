import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { compiledServerArgs } from '@kickchips/server/src/start/compiled-server-args';
import { freePort } from '@kickchips/server/test/free-port';
import { createFreshDatabase } from '../db/fresh-database';
import { type BenchResult, boundResult } from '../report/bench-result';
import { median } from '../report/median';

const RUNS = 5;
const TARGET_SECONDS = 2;
const TIMEOUT_MS = 60_000;

/** A bare Node HTTP server answering /api/health: what starting any Node process costs here. */
const bareServer = `require('node:http').createServer((q, s) => s.end('ok')).listen(+process.env.PORT, '127.0.0.1')`;

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/** Seconds from spawning the process to the first 200 from /api/health, polled every 5 ms. */
async function timeToHealthy(args: string[], env: Record<string, string>): Promise<number> {
  const port = await freePort();
  const began = performance.now();
  const child = spawn(process.execPath, args, {
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: 'ignore',
  });
  try {
    while (performance.now() - began < TIMEOUT_MS) {
      if (child.exitCode !== null)
        throw new Error(`${args.join(' ')} exited with ${child.exitCode} while starting`);
      const ok = await fetch(`http://127.0.0.1:${port}/api/health`)
        .then((res) => res.ok)
        .catch(() => false);
      if (ok) return (performance.now() - began) / 1000;
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    throw new Error(`${args.join(' ')} did not answer /api/health within ${TIMEOUT_MS} ms`);
  } finally {
    await stop(child);
  }
}

/**
 * How long a restarted server is down: the compiled server of `npm start` on PostgreSQL, on a
 * database it has already migrated and seeded (a first start, not measured, does that), from spawn
 * to its first healthy answer. The median of five starts, with a bare Node HTTP server's start as
 * the scale.
 */
export async function startUp(): Promise<BenchResult[]> {
  const database = await createFreshDatabase();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'kickchips-bench-start-'));
  const env = {
    DATABASE_URL: database.url,
    DATA_DIR: dataDir,
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    ADMIN_PASSWORD: 'bench-Admin-pass-1!',
  };
  try {
    const server = compiledServerArgs();
    await timeToHealthy(server, env);
    const starts: number[] = [];
    const bare: number[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      bare.push(await timeToHealthy(['-e', bareServer], env));
      starts.push(await timeToHealthy(server, env));
    }
    const list = (values: number[]) => values.map((v) => v.toFixed(2)).join(', ');
    return [
      boundResult({
        benchmark: 'start-up',
        figure: median(starts),
        unit: 's',
        baseline: { figure: median(bare), unit: 's', what: 'a bare Node HTTP server, same machine' },
        target: { on: 'figure', op: '<=', value: TARGET_SECONDS, unit: 's' },
        notes: `median of ${RUNS} starts of dist/main.js on an already migrated PostgreSQL database (${list(starts)} s; bare Node: ${list(bare)} s)`,
      }),
    ];
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    await database.drop();
  }
}
