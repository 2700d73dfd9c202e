import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createLocalNotifier, createPostgresNotifier, type Notifier } from '../features/notices/notifier';

declare module 'fastify' {
  interface FastifyInstance {
    /** Push notices to every server instance: LISTEN/NOTIFY on PostgreSQL, in memory with PGlite. */
    notifier: Notifier;
  }
}

async function notifierPlugin(app: FastifyInstance) {
  const { kind, pool } = app.database;
  const url = pool?.options.connectionString;
  const notifier =
    kind === 'postgres' && pool && url
      ? await createPostgresNotifier(url, pool, (err) => app.log.warn({ err }, 'push notice listener failed'))
      : createLocalNotifier();
  app.decorate('notifier', notifier);
  app.addHook('onClose', () => notifier.close());
}

export default fp(notifierPlugin, { name: 'notifier', dependencies: ['database'] });
