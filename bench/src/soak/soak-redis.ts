import { type ChildProcess, spawn } from 'node:child_process';
import net from 'node:net';
import { freePort } from '@kickchips/server/test/free-port';

const STARTUP_TIMEOUT_MS = 10_000;

export type SoakRedis = {
  url: string;
  start(): Promise<void>;
  /** SIGKILL: no shutdown; subscribers and publishers lose their connections at once. */
  kill(): Promise<void>;
  stop(): Promise<void>;
};

/** Whether a Redis server answers PING on `port`. */
function answersPing(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.setTimeout(1000);
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (data) => {
      socket.destroy();
      resolve(String(data).startsWith('+PONG'));
    });
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(false));
  });
}

/**
 * The soak's own Redis (`redis-server` on a free port, nothing saved to disk), so the machine's
 * Redis is never touched: it can be killed and started again on the same port mid-match.
 */
export async function soakRedis(): Promise<SoakRedis> {
  const port = await freePort();
  let child: ChildProcess | undefined;
  const lines: string[] = [];
  return {
    url: `redis://127.0.0.1:${port}`,
    async start() {
      child = spawn(
        'redis-server',
        ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
        { stdio: ['ignore', 'pipe', 'pipe'] },
      );
      child.stdout?.on('data', (d) => lines.push(String(d)));
      child.stderr?.on('data', (d) => lines.push(String(d)));
      const running = child;
      const deadline = Date.now() + STARTUP_TIMEOUT_MS;
      while (!(await answersPing(port))) {
        if (running.exitCode !== null || Date.now() > deadline) {
          throw new Error(`redis-server on port ${port} did not start:\n${lines.slice(-20).join('')}`);
        }
        await new Promise((r) => setTimeout(r, 100));
      }
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
      if (!running || running.exitCode !== null || running.signalCode !== null) return;
      const exited = new Promise((r) => running.once('exit', r));
      running.kill('SIGTERM');
      await exited;
    },
  };
}
