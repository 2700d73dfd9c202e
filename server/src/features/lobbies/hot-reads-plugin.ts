import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createHotReads, type HotReads, type HotReadsOptions } from './hot-reads';

declare module 'fastify' {
  interface FastifyInstance {
    /** Lobby and match snapshots served from memory, forgotten on push notices. */
    hotReads: HotReads;
  }
}

/**
 * Decorates `app.hotReads` and keeps it fresh from the notifier: every notice from any instance
 * drops what it names. A notice this instance publishes is applied before it is sent, so a caller
 * reads its own change at once even on PostgreSQL, where its own notice comes back asynchronously.
 */
async function hotCachePlugin(app: FastifyInstance, options: HotReadsOptions) {
  const hotReads = createHotReads(app.db, options);
  app.decorate('hotReads', hotReads);
  const unsubscribe = app.notifier.subscribe((message) => hotReads.apply(message));
  const publish = app.notifier.publish.bind(app.notifier);
  app.notifier.publish = (message) => {
    hotReads.apply(message);
    return publish(message);
  };
  app.addHook('onClose', async () => unsubscribe());
}

export default fp(hotCachePlugin, { name: 'hot-cache', dependencies: ['database', 'notifier'] });
