import { errorEnvelopeSchema, okEnvelopeSchema } from '@kickchips/core';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { failure, ok } from '../../http/reply';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/health',
    {
      schema: {
        summary: 'Whether the server and its database answer',
        description: 'pid names the server process that answered (several run behind one port with WORKERS).',
        tags: ['public'],
        response: {
          200: okEnvelopeSchema(
            z.object({ database: z.enum(['pglite', 'postgres']), pid: z.number().int() }),
          ),
          503: errorEnvelopeSchema,
        },
      },
    },
    async (request, reply) => {
      try {
        await app.db.execute(sql`SELECT 1`);
      } catch (err) {
        request.log.error({ err }, 'health check: database unreachable');
        return reply.status(503).send(failure(503, 'The database does not answer'));
      }
      return ok({ database: app.database.kind, pid: process.pid });
    },
  );
};
