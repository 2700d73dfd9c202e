import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createLiveFeedReads, type LiveFeedReads } from './live-feed-reads';

declare module 'fastify' {
  interface FastifyInstance {
    /** The lobbies' live feeds, per match, served from memory and forgotten on push notices. */
    liveFeed: LiveFeedReads;
  }
}

/**
 * Decorates `app.liveFeed` and keeps it fresh from the notifier (every instance's notices); this
 * instance's own writes reach it earlier, through `app.notices`, which app.ts gives it as a cache.
 */
async function liveFeedPlugin(app: FastifyInstance) {
  const liveFeed = createLiveFeedReads(app.db);
  app.decorate('liveFeed', liveFeed);
  const unsubscribe = app.notifier.subscribe((message) => liveFeed.apply(message));
  app.addHook('onClose', async () => unsubscribe());
}

export default fp(liveFeedPlugin, { name: 'live-feed', dependencies: ['database', 'notifier'] });
