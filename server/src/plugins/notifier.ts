import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createLocalNotifier, createPostgresNotifier, type Notifier } from '../features/notices/notifier';
import { createRedisNotifier } from '../features/notices/redis-notifier';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Push notices to every server instance: Redis pub/sub when REDIS_URL is set, else LISTEN/NOTIFY
     * on PostgreSQL, in memory with PGlite.
     */
    notifier: Notifier;
  }
}

export type NotifierPluginOptions = { redisUrl?: string | undefined };

async function notifierPlugin(app: FastifyInstance, options: NotifierPluginOptions) {
  const { kind, pool } = app.database;
  const url = pool?.options.connectionString;
  const onError = (err: unknown) => app.log.warn({ err }, 'push notice listener failed');
  const notifier = options.redisUrl
    ? await createRedisNotifier(options.redisUrl, onError)
    : kind === 'postgres' && pool && url
      ? await createPostgresNotifier(url, pool, onError)
      : createLocalNotifier();
  app.decorate('notifier', notifier);
  app.addHook('onClose', () => notifier.close());
}

export default fp(notifierPlugin, { name: 'notifier', dependencies: ['database'] });
