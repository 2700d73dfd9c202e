import { type ChildProcess, spawn } from 'node:child_process';
import { freePort } from '../free-port';

export type TestRedis = {
  readonly url: string;
  /** Kills the server at once, as a crash would; `start` brings it back on the same port, empty. */
  kill(): Promise<void>;
  start(): Promise<void>;
};

/** A redis-server of the test's own on a free port, keeping nothing on disk (never the machine's on 6379). */
export async function startTestRedis(): Promise<TestRedis> {
  const port = await freePort();
  let child: ChildProcess | undefined;
  const start = () =>
    new Promise<void>((resolve, reject) => {
      const next = spawn('redis-server', ['--port', String(port), '--save', '', '--appendonly', 'no'], {
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      child = next;
      let output = '';
      next.stdout!.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes('Ready to accept connections')) resolve();
      });
      next.once('error', reject);
      next.once('exit', (code) => reject(new Error(`redis-server exited (${code}): ${output}`)));
    });
  const kill = async () => {
    const running = child;
    if (!running || running.exitCode !== null) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.kill('SIGKILL');
    await exited;
  };
  await start();
  return { url: `redis://127.0.0.1:${port}`, kill, start };
}
