import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Every API answer says the server's time in X-Server-Time, read when the request came in, so the
 * browser's screens follow the server's clock (which decides kick-offs and rounds) even when the
 * device's clock is off, or a test moved the server's clock (TEST_CLOCK).
 */
async function serverTimeHeader(app: FastifyInstance) {
  app.addHook('onRequest', async (request, reply) => {
    if (request.url.startsWith('/api/')) reply.header('X-Server-Time', app.clock.now().toISOString());
  });
}

export default fp(serverTimeHeader, { name: 'server-time-header', dependencies: ['engine'] });
