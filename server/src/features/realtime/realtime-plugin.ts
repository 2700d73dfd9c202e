import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { lobbyUsers } from '../../db/schema';
import { createStreamHub, type StreamHub } from './stream-hub';
import { streamRoutes } from './stream-routes';

declare module 'fastify' {
  interface FastifyInstance {
    /** This process's open push streams. */
    pushStreams: StreamHub;
  }
}

/** The push stream: a hub fed by the notifier, its routes, and every stream ended before the server closes. */
async function realtimePlugin(app: FastifyInstance) {
  const hub = createStreamHub({
    notifier: app.notifier,
    activeMembers: async (lobbyId) => {
      const rows = await app.db
        .select({ userId: lobbyUsers.userId })
        .from(lobbyUsers)
        .where(and(eq(lobbyUsers.lobbyId, lobbyId), isNull(lobbyUsers.leftAt)));
      return new Set(rows.map((row) => row.userId));
    },
    onError: (err) => app.log.warn({ err }, 'push stream member check failed'),
  });
  app.decorate('pushStreams', hub);
  // open streams would keep server.close() waiting for ever
  app.addHook('preClose', async () => hub.close());
  await app.register(streamRoutes, { hub });
}

export default fp(realtimePlugin, { name: 'realtime', dependencies: ['notifier', 'auth', 'database'] });
