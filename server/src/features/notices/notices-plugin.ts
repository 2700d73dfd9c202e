import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createNotices, type NoticeCache, type Notices } from './notices';

declare module 'fastify' {
  interface FastifyInstance {
    /** Publishes what a committed write changed: this instance's caches first, then every instance. */
    notices: Notices;
  }
}

export type NoticesPluginOptions = { caches: readonly NoticeCache[] };

/** Decorates `app.notices`; app.ts names the caches it keeps fresh, so nothing wraps the notifier. */
async function noticesPlugin(app: FastifyInstance, options: NoticesPluginOptions) {
  app.decorate('notices', createNotices({ notifier: app.notifier, caches: options.caches, log: app.log }));
}

export default fp(noticesPlugin, { name: 'notices', dependencies: ['notifier'] });
