import { type ChildProcess, fork } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { cpuMilliseconds } from '../load/process-cpu';
import type { BenchOp, BenchOps, BenchReady, BenchReply } from './bench-protocol';

export type BenchServer = {
  url: string;
  pid: number;
  /** Runs an operation in the server process (seeding with the app's own database). */
  call<K extends BenchOp>(op: K, args: BenchOps[K]['args']): Promise<BenchOps[K]['result']>;
  /** The server process's resident set size now, in bytes (from /proc). */
  rss(): number;
  /** CPU time the server process has used so far (user and system, all its threads), in ms (from /proc). */
  cpuMs(): number;
  stop(): Promise<void>;
};

const entry = path.resolve(import.meta.dirname, 'bench-server.ts');

function residentBytes(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = /^VmRSS:\s+(\d+) kB$/m.exec(status)?.[1];
  if (!kb) throw new Error(`no VmRSS for process ${pid}`);
  return Number(kb) * 1024;
}

/**
 * Starts the app in a child process (so that the load generator does not share its event loop)
 * on a free port with LOG_LEVEL=silent: on PostgreSQL when `databaseUrl` is given, else on PGlite
 * in a fresh data folder removed at stop.
 */
export async function startBenchServer(options: { databaseUrl?: string } = {}): Promise<BenchServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'kickchips-bench-'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    SEED_DEMO: 'false',
  };
  if (options.databaseUrl) env.DATABASE_URL = options.databaseUrl;
  else delete env.DATABASE_URL;
  const output: string[] = [];
  // BENCH_CPU_PROF=<folder>: the server writes a V8 CPU profile there when it stops
  const profile = process.env.BENCH_CPU_PROF
    ? ['--cpu-prof', '--cpu-prof-dir', process.env.BENCH_CPU_PROF]
    : [];
  const child: ChildProcess = fork(entry, [], {
    execArgv: ['--import', 'tsx', ...profile],
    env,
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  child.stdout?.on('data', (d) => output.push(String(d)));
  child.stderr?.on('data', (d) => output.push(String(d)));

  const port = await new Promise<number>((resolve, reject) => {
    const onExit = (code: number | null) =>
      reject(new Error(`bench server exited (${code}):\n${output.join('')}`));
    child.once('exit', onExit);
    child.on('message', (message: BenchReady) => {
      if (message.type !== 'ready') return;
      child.off('exit', onExit);
      resolve(message.port);
    });
  });

  let nextId = 1;
  const pending = new Map<number, { resolve(value: unknown): void; reject(err: Error): void }>();
  child.on('message', (message: BenchReply | BenchReady) => {
    if (!('id' in message)) return;
    const waiter = pending.get(message.id);
    pending.delete(message.id);
    if (message.ok) waiter?.resolve(message.result);
    else waiter?.reject(new Error(`bench server: ${message.error}`));
  });
  child.on('exit', (code) => {
    for (const waiter of pending.values())
      waiter.reject(new Error(`bench server exited (${code}):\n${output.join('')}`));
    pending.clear();
  });

  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid!,
    call: (op, args) =>
      new Promise((resolve, reject) => {
        const id = nextId++;
        pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
        child.send({ id, op, args });
      }),
    rss: () => residentBytes(child.pid!),
    cpuMs: () => cpuMilliseconds(child.pid!),
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
