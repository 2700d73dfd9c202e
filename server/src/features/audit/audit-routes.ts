import { ADMIN_PAGE_SIZE, auditEntrySchema, auditQuerySchema, okEnvelopeSchema } from '@kickchips/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/reply';
import { listAudit } from './list-audit';

/** Reading the audit log: admin only, from the prefix. */
export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/audit',
    {
      schema: {
        summary: `The audit log, newest first, ${ADMIN_PAGE_SIZE} a page; X-Total-Count has the number of all`,
        tags: ['admin'],
        querystring: auditQuerySchema,
        response: { 200: okEnvelopeSchema(z.array(auditEntrySchema)) },
      },
    },
    async (request, reply) => {
      const { entries, total } = await listAudit(app.db, request.query);
      reply.header('x-total-count', String(total));
      return ok(entries);
    },
  );
};
