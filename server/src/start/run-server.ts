import cluster from 'node:cluster';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import type { Config } from '../config';
import type { Database } from '../db/database';

/** Past this, a shutdown that still waits (a stuck request) exits anyway. */
const SHUTDOWN_GRACE_MS = 10_000;

/**
 * Serves the app on an opened, migrated database with the game clock running, and stops cleanly on
 * SIGINT or SIGTERM (and, in a cluster worker, when the primary is gone).
 */
export async function runServer(config: Config, database: Database): Promise<FastifyInstance> {
  const app = await buildApp(config, { database, startClock: true });
  await app.listen({ port: config.port, host: config.host });

  let closing = false;
  const shutdown = async (reason: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ reason }, 'shutting down');
    setTimeout(() => {
      app.log.error('shutdown took too long; exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS).unref();
    await app.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  if (cluster.isWorker) process.on('disconnect', () => void shutdown('primary process gone'));
  return app;
}
