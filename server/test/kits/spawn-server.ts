import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../free-port';

const serverRoot = path.resolve(import.meta.dirname, '../..');
const tsx = path.resolve(serverRoot, '../node_modules/.bin/tsx');

export const PROCESS_ADMIN_EMAIL = 'admin@process.test';
export const PROCESS_ADMIN_PASSWORD = 'Admin-process-Pass1!';

export type ServerProcess = {
  url: string;
  child: ChildProcess;
  /** Everything the process printed, for failure messages. */
  output: string[];
  /** Resolves with the exit code (null when killed by a signal). */
  exited: Promise<number | null>;
  /** SIGTERM, then waits for the exit; removes its data folder. */
  stop(): Promise<number | null>;
};

/**
 * GET on a connection of its own (no keep-alive), so that a cluster hands each call to the next
 * worker. Resolves with the status and parsed body; rejects while nothing listens, and after 3 s
 * without an answer (a connection handed to a worker that was just killed is never answered).
 */
export function getOnNewConnection(url: string): Promise<{ status: number; body: unknown }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { agent: false, headers: { connection: 'close' } }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        text += chunk;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text ? JSON.parse(text) : null }));
    });
    req.setTimeout(3000, () => req.destroy(new Error(`no answer from ${url}`)));
    req.on('error', reject);
    req.end();
  });
}

/** The process ids answering /api/health, once it answers; throws when the process exits first. */
export async function healthPid(server: ServerProcess): Promise<number | undefined> {
  if (server.child.exitCode !== null) {
    throw new Error(`server exited (${server.child.exitCode}):\n${server.output.join('')}`);
  }
  try {
    const res = await getOnNewConnection(`${server.url}/api/health`);
    return res.status === 200 ? (res.body as { data: { pid: number } }).data.pid : undefined;
  } catch {
    return undefined;
  }
}

/** Polls `check` every 100 ms until it returns true, or fails with the server's output. */
export async function waitUntil(
  server: ServerProcess,
  what: string,
  check: () => Promise<boolean> | boolean,
  timeoutMs = 120_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`timed out waiting for ${what}:\n${server.output.join('')}`);
}

/**
 * Starts the server from its sources (`tsx src/main.ts`, so no build is needed) on a free port with
 * its own data folder, the test admin and no demo match. `env` adds to this process's environment;
 * an undefined value removes a variable. Does not wait: see `waitUntil` and `healthPid`.
 */
export async function spawnServer(env: Record<string, string | undefined>): Promise<ServerProcess> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'kickchips-process-'));
  const output: string[] = [];
  const child = spawn(tsx, ['src/main.ts'], {
    cwd: serverRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ADMIN_EMAIL: PROCESS_ADMIN_EMAIL,
      ADMIN_PASSWORD: PROCESS_ADMIN_PASSWORD,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (data) => output.push(String(data)));
  child.stderr?.on('data', (data) => output.push(String(data)));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  void exited.then(() => rmSync(dataDir, { recursive: true, force: true }));
  return {
    url: `http://127.0.0.1:${port}`,
    child,
    output,
    exited,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      return exited;
    },
  };
}
