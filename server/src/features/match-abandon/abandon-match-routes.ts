import { abandonMatchInputSchema, abandonMatchOutputSchema, okEnvelopeSchema } from '@kickchips/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/reply';
import { abandonMatch } from './abandon-match';

/** Abandoning a match: admin only, from the prefix. */
export const abandonMatchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/admin/game/abandon-match',
    {
      schema: {
        summary: 'Abandons a match: open rounds are voided and their stakes refunded, the match ends',
        tags: ['admin'],
        body: abandonMatchInputSchema,
        response: { 200: okEnvelopeSchema(abandonMatchOutputSchema) },
      },
    },
    async (request) =>
      ok(
        await abandonMatch(app.engine.context, { matchId: request.body.matchId, actorId: request.user!.id }),
      ),
  );
};
