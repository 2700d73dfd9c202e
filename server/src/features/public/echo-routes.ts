import { echoInputSchema, echoOutputSchema, okEnvelopeSchema } from '@kickchips/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/reply';

export const echoRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/public/echo',
    {
      schema: {
        summary: 'Answers what it was sent',
        tags: ['public'],
        body: echoInputSchema,
        response: { 200: okEnvelopeSchema(echoOutputSchema) },
      },
    },
    async (request) => ok({ ...request.body, receivedAt: new Date().toISOString() }),
  );
};
