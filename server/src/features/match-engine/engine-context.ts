import type { PushMessage } from '@kickchips/core';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import type { Clock } from '../clock/clock';
import type { Notifier } from '../notices/notifier';

/** What the match engine's services need: the database, the server clock, push notices and a log. */
export type EngineContext = {
  db: Db;
  clock: Clock;
  notifier: Notifier;
  log: FastifyBaseLogger;
  /** Whether a finished demo match schedules the next one (config.seedDemo). */
  demo: boolean;
};

/**
 * Publishes notices once their transaction has committed. A lost notice only delays a screen until
 * its next poll, so a failure is logged and never fails the change that caused it.
 */
export async function publish(ctx: EngineContext, messages: readonly PushMessage[]): Promise<void> {
  const seen = new Set<string>();
  for (const message of messages) {
    const key = JSON.stringify(message);
    if (seen.has(key)) continue;
    seen.add(key);
    await ctx.notifier.publish(message).catch((err) => ctx.log.warn({ err }, 'push notice not sent'));
  }
}
