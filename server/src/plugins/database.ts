import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database, Db } from '../db/database';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    database: Database;
  }
}

/** Exposes the opened database as `app.db`, and closes it with the app. */
async function databasePlugin(app: FastifyInstance, options: { database: Database }) {
  app.decorate('database', options.database);
  app.decorate('db', options.database.db);
  app.addHook('onClose', async () => {
    await options.database.close();
  });
}

export default fp(databasePlugin, { name: 'database' });
