import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SLOW_TICK } from '@kickchips/server/src/features/match-engine/create-engine';
import { compiledServerArgs } from '@kickchips/server/src/start/compiled-server-args';

const repoRoot = path.resolve(import.meta.dirname, '../../..');
const STARTUP_TIMEOUT_MS = 60_000;

export type SlowTicks = {
  count: number;
  longestMs: number;
  longestSteps: string;
  /** Each tick's length, in the order they came. */
  tookMs: number[];
  /** When each slow tick ended (epoch ms, from its log line). */
  endedAt: number[];
  /** For each step: in how many slow ticks it was the longest step, and its time summed over them. */
  byStep: Record<string, { longest: number; ms: number }>;
};

export type ServerInstance = {
  name: string;
  url: string;
  /** The running process's id (undefined before the first start). */
  pid(): number | undefined;
  /** The PostgreSQL application_name of its connections, for pg_terminate_backend. */
  applicationName: string;
  start(): Promise<void>;
  /** SIGKILL: no shutdown, open requests and transactions cut off where they are. */
  kill(): Promise<void>;
  stop(): Promise<void>;
  /** The last lines the process printed, for a failure report. */
  output(): string;
  /** Ticks of its game clock that took longer than their interval (its SLOW_TICK warnings), over every start. */
  slowTicks(): SlowTicks;
};

async function waitForHealth(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`server exited while starting:\n${output()}`);
    }
    const healthy = await fetch(`${url}/api/health`)
      .then((res) => res.ok)
      .catch(() => false);
    if (healthy) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server did not answer /api/health within ${STARTUP_TIMEOUT_MS} ms:\n${output()}`);
}

/**
 * One production server process (the compiled server of `npm start`, the game clock ticking every 200 ms)
 * on a fixed port and the soak's database, tagged with its own application_name. `env` adds to or
 * overrides its environment (REDIS_URL, LOG_LEVEL...), `nodeArgs` goes to Node before the server.
 */
export function serverInstance(options: {
  name: string;
  port: number;
  databaseUrl: string;
  adminPassword: string;
  env?: Record<string, string>;
  /** Node options before the server's own (a CPU profile's flags). */
  nodeArgs?: string[];
}): ServerInstance {
  const applicationName = `kickchips-soak-${options.name}`;
  const databaseUrl = new URL(options.databaseUrl);
  databaseUrl.searchParams.set('application_name', applicationName);
  const dataDir = mkdtempSync(path.join(tmpdir(), `kickchips-soak-${options.name}-`));
  const url = `http://127.0.0.1:${options.port}`;
  let child: ChildProcess | undefined;
  let lines: string[] = [];
  const output = () => lines.slice(-40).join('');
  const slow: SlowTicks = { count: 0, longestMs: 0, longestSteps: '', tookMs: [], endedAt: [], byStep: {} };
  const countSlowTicks = (text: string) => {
    for (const line of text.split('\n')) {
      if (!line.includes(SLOW_TICK)) continue;
      slow.count += 1;
      const tookMs = Number(/"tookMs":(\d+)/.exec(line)?.[1] ?? 0);
      const steps = /"stepMs":(\{[^}]*\})/.exec(line)?.[1] ?? '';
      slow.tookMs.push(tookMs);
      slow.endedAt.push(Number(/"time":(\d+)/.exec(line)?.[1] ?? 0));
      const stepMs = Object.entries(JSON.parse(steps || '{}') as Record<string, number>);
      const longest = stepMs.reduce((a, b) => (b[1] > a[1] ? b : a), ['', -1] as [string, number])[0];
      for (const [step, ms] of stepMs) {
        const entry = slow.byStep[step] ?? { longest: 0, ms: 0 };
        slow.byStep[step] = entry;
        entry.ms += ms;
        if (step === longest) entry.longest += 1;
      }
      if (tookMs <= slow.longestMs) continue;
      slow.longestMs = tookMs;
      slow.longestSteps = steps;
    }
  };

  return {
    name: options.name,
    url,
    applicationName,
    pid: () => child?.pid,
    async start() {
      lines = [];
      child = spawn(process.execPath, [...(options.nodeArgs ?? []), ...compiledServerArgs()], {
        cwd: repoRoot,
        env: {
          ...process.env,
          PORT: String(options.port),
          HOST: '127.0.0.1',
          DATABASE_URL: databaseUrl.toString(),
          DATA_DIR: dataDir,
          ADMIN_PASSWORD: options.adminPassword,
          SEED_DEMO: 'false',
          CLOCK_TICK_MS: '200',
          LOG_LEVEL: 'warn',
          WORKERS: '1',
          ...options.env,
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      const keep = (chunk: Buffer) => {
        lines.push(String(chunk));
        countSlowTicks(String(chunk));
        if (lines.length > 200) lines = lines.slice(-100);
      };
      child.stdout?.on('data', keep);
      child.stderr?.on('data', keep);
      await waitForHealth(url, child, output);
    },
    async kill() {
      const running = child;
      if (!running || running.exitCode !== null || running.signalCode !== null) return;
      const exited = new Promise((r) => running.once('exit', r));
      running.kill('SIGKILL');
      await exited;
    },
    async stop() {
      const running = child;
      if (running && running.exitCode === null && running.signalCode === null) {
        const exited = new Promise((r) => running.once('exit', r));
        running.kill('SIGTERM');
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
    output,
    slowTicks: () => ({
      ...slow,
      tookMs: [...slow.tookMs],
      endedAt: [...slow.endedAt],
      byStep: { ...slow.byStep },
    }),
  };
}
