import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { compiledServerArgs } from '@kickchips/server/src/start/compiled-server-args';
import { freePort } from '@kickchips/server/test/free-port';

export const ADMIN_EMAIL = 'admin@e2e.test';
export const ADMIN_PASSWORD = 'Admin-e2e-Pass1!';

const repoRoot = path.resolve(import.meta.dirname, '../../..');

export type RunningServer = { url: string; dataDir: string; stop(): Promise<void> };

async function waitForHealth(url: string, child: ChildProcess, output: string[]): Promise<void> {
  // a cold start (migrations, seed) takes seconds, longer on a busy 2-core machine
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output.join('')}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server did not become healthy:\n${output.join('')}`);
}

/**
 * Starts the real server as `npm start` does (compiled server, built web app, embedded database
 * in a fresh folder, seeded), on a free port, with the test clock on (TEST_CLOCK, so a journey
 * skips to a kick-off: ./server-clock.ts). Both must have been built (`npm run build`).
 */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'kickchips-e2e-'));
  const output: string[] = [];
  const child = spawn(process.execPath, compiledServerArgs(), {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ADMIN_EMAIL,
      ADMIN_PASSWORD,
      LOG_LEVEL: 'warn',
      TEST_CLOCK: '1',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d) => output.push(String(d)));
  child.stderr?.on('data', (d) => output.push(String(d)));
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(url, child, output);
  } catch (error) {
    // nobody will call stop() on a server that never came up
    child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    url,
    dataDir,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
