import type { ServerInstance } from './server-instance';
import type { SoakDatabase } from './soak-database';
import type { ServerError } from './soak-http';
import type { SoakRedis } from './soak-redis';

/**
 * A fault the soak injected, and the span in which the instance hit may answer 5xx. A Redis restart
 * hits no instance: no request may fail for it, as notices are only published after the commit.
 */
export type Fault = {
  kind: 'SIGKILL' | 'pg_terminate_backend' | 'Redis SIGKILL';
  instance: string;
  start: number;
  end: number;
  note: string;
};

/** After a restart or a cut connection, requests already under way may still fail for this long. */
const GRACE_MS = 3000;
/** How long a killed instance stays down before it is started again. */
const DOWN_MS = 3000;

export type FaultPlan = { at: number; kind: Fault['kind']; instance: ServerInstance };

/** Kills an instance with SIGKILL, keeps it down a moment, and starts it again on the same database. */
export async function killAndRestart(instance: ServerInstance): Promise<Fault> {
  const start = Date.now();
  await instance.kill();
  await new Promise((r) => setTimeout(r, DOWN_MS));
  await instance.start();
  const up = Date.now();
  return {
    kind: 'SIGKILL',
    instance: instance.name,
    start,
    end: up + GRACE_MS,
    note: `down ${((up - start) / 1000).toFixed(1)} s until healthy again`,
  };
}

/** Cuts every PostgreSQL connection of a running instance (its pool and its LISTEN connection). */
export async function cutDatabase(db: SoakDatabase, instance: ServerInstance): Promise<Fault> {
  const start = Date.now();
  const cut = await db.terminate(instance.applicationName);
  return {
    kind: 'pg_terminate_backend',
    instance: instance.name,
    start,
    end: Date.now() + GRACE_MS,
    note: `${cut} connections terminated`,
  };
}

/** How long the soak's Redis stays down before it is started again. */
const REDIS_DOWN_MS = 2000;

/** Kills the soak's Redis with SIGKILL, keeps it down a moment, and starts it again on the same port. */
export async function restartRedis(redis: SoakRedis): Promise<Fault> {
  const start = Date.now();
  await redis.kill();
  await new Promise((r) => setTimeout(r, REDIS_DOWN_MS));
  await redis.start();
  const up = Date.now();
  return {
    kind: 'Redis SIGKILL',
    instance: 'redis',
    start,
    end: up,
    note: `down ${((up - start) / 1000).toFixed(1)} s until it answered PING again`,
  };
}

/** The 5xx answers outside every fault's span on the instance that answered them. */
export function unexcusedServerErrors(errors: ServerError[], faults: Fault[]): ServerError[] {
  return errors.filter(
    (error) => !faults.some((f) => f.instance === error.instance && error.at >= f.start && error.at <= f.end),
  );
}
