import cluster, { type Worker } from 'node:cluster';
import type { Config } from '../config';
import { prepareDatabase } from './prepare-database';
import { QUICK_EXIT_MS, restartDelay } from './restart-delay';
import { startBanner } from './start-banner';

/** How long the workers get to finish their requests on SIGTERM before they are killed. */
const STOP_GRACE_MS = 15_000;

/**
 * The primary of `WORKERS=n npm start`: migrates and seeds once, then forks n workers that share
 * the port (Node's cluster hands connections round-robin) and each run the whole app, game clock
 * included (safe: every transition is a conditional update). A worker that dies is replaced; one
 * that cannot start before any has served stops everything. SIGINT/SIGTERM stop the workers first.
 */
export async function runPrimary(config: Config): Promise<void> {
  const { database, seeded } = await prepareDatabase(config);
  await database.close();

  const alive = new Map<number, { worker: Worker; startedAt: number }>();
  const listening = new Set<number>();
  let served = false;
  let bannerShown = false;
  let quickExits = 0;
  let stopping = false;
  let exitCode = 0;

  const fork = () => {
    const worker = cluster.fork();
    alive.set(worker.id, { worker, startedAt: Date.now() });
  };

  const stop = (code: number) => {
    if (stopping) return;
    stopping = true;
    exitCode = code;
    if (alive.size === 0) process.exit(exitCode);
    for (const { worker } of alive.values()) worker.process.kill('SIGTERM');
    setTimeout(() => {
      for (const { worker } of alive.values()) worker.process.kill('SIGKILL');
      process.exit(exitCode);
    }, STOP_GRACE_MS).unref();
  };

  cluster.on('listening', (worker) => {
    served = true;
    listening.add(worker.id);
    if (!bannerShown && listening.size === config.workers) {
      bannerShown = true;
      console.log(startBanner(config, seeded));
    }
  });

  cluster.on('exit', (worker, code, signal) => {
    const entry = alive.get(worker.id);
    alive.delete(worker.id);
    listening.delete(worker.id);
    if (stopping) {
      if (alive.size === 0) process.exit(exitCode);
      return;
    }
    const how = signal ? `signal ${signal}` : `exit code ${code}`;
    if (!served) {
      console.error(`A worker stopped before it could serve (${how}); stopping.`);
      stop(1);
      return;
    }
    const lived = Date.now() - (entry?.startedAt ?? 0);
    quickExits = lived < QUICK_EXIT_MS ? quickExits + 1 : 0;
    const delay = restartDelay(quickExits);
    console.error(`Worker ${worker.process.pid} stopped (${how}); starting another in ${delay} ms.`);
    setTimeout(() => {
      if (!stopping) fork();
    }, delay);
  });

  process.on('SIGINT', () => stop(0));
  process.on('SIGTERM', () => stop(0));
  for (let i = 0; i < config.workers; i++) fork();
}
