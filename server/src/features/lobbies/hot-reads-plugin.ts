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
 * drops what it names. This instance's own writes reach it earlier, through `app.notices`, which
 * app.ts gives it as a cache.
 */
async function hotReadsPlugin(app: FastifyInstance, options: HotReadsOptions) {
  const hotReads = createHotReads(app.db, options);
  app.decorate('hotReads', hotReads);
  const unsubscribe = app.notifier.subscribe((message) => hotReads.apply(message));
  app.addHook('onClose', async () => unsubscribe());
}

export default fp(hotReadsPlugin, { name: 'hot-reads', dependencies: ['database', 'notifier'] });
