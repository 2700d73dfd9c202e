import {
  createMatchInputSchema,
  idParamsSchema,
  matchDetailSchema,
  matchFormInputSchema,
  matchSchema,
  matchWithPartsOutputSchema,
  okEnvelopeSchema,
} from '@kickchips/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { noContentSchema } from '../../http/no-content';
import { ok } from '../../http/reply';
import { withNotices } from '../notices';
import { createMatch } from './create-match';
import { deleteMatch } from './delete-match';
import { listMatches, loadMatch } from './list-matches';
import { listOdds } from './list-odds';
import { updateMatch } from './update-match';

const matchWithParts = { 200: okEnvelopeSchema(matchWithPartsOutputSchema) };

/** Matches (spec 7 admin paths /match and /game/create-match). Admin only, from the prefix. */
export const matchRoutes: FastifyPluginAsyncZod = async (app) => {
  const create = (input: Parameters<typeof createMatch>[1], actorId: string) =>
    withNotices(app, async (tx, notify) => {
      const made = await createMatch(tx, input, actorId);
      notify({ type: 'match.changed', matchId: made.match._id });
      return made;
    });

  app.get(
    '/api/admin/match',
    {
      schema: {
        summary: 'Every match, newest first',
        tags: ['admin'],
        response: { 200: okEnvelopeSchema(z.array(matchSchema)) },
      },
    },
    async () => ok(await listMatches(app.db)),
  );

  app.get(
    '/api/admin/match/:id',
    {
      schema: {
        summary: 'A match with its odds, for the manage-match form',
        tags: ['admin'],
        params: idParamsSchema,
        response: { 200: okEnvelopeSchema(matchDetailSchema) },
      },
    },
    async (request) => {
      const match = await loadMatch(app.db, request.params.id);
      return ok({ ...match, odds: await listOdds(app.db, { matchId: match._id }) });
    },
  );

  app.post(
    '/api/admin/match',
    {
      schema: {
        summary: 'Creates a match (two halves, the built-in event types) with the odds sent',
        tags: ['admin'],
        body: matchFormInputSchema,
        response: matchWithParts,
      },
    },
    async (request) => ok(await create(request.body, request.user!.id)),
  );

  app.post(
    '/api/admin/game/create-match',
    {
      schema: {
        summary: 'Creates a match: homeTeam, awayTeam, status',
        tags: ['admin'],
        body: createMatchInputSchema,
        response: matchWithParts,
      },
    },
    async (request) => ok(await create(request.body, request.user!.id)),
  );

  app.route({
    method: ['POST', 'PUT'],
    url: '/api/admin/match/:id',
    schema: {
      summary: 'The match form submit: homeTeam, awayTeam, status and the odds list',
      tags: ['admin'],
      params: idParamsSchema,
      body: matchFormInputSchema,
      response: matchWithParts,
    },
    handler: async (request) =>
      ok(
        await withNotices(app, async (tx, notify) => {
          notify({ type: 'match.changed', matchId: request.params.id });
          return updateMatch(tx, request.params.id, request.body, request.user!.id);
        }),
      ),
  });

  app.delete(
    '/api/admin/match/:id',
    {
      schema: {
        summary: 'Deletes a match; one with lobbies is only marked deleted',
        tags: ['admin'],
        params: idParamsSchema,
        response: { 204: noContentSchema },
      },
    },
    async (request, reply) => {
      await withNotices(app, async (tx, notify) => {
        notify({ type: 'match.changed', matchId: request.params.id });
        await deleteMatch(tx, request.params.id, request.user!.id);
      });
      return reply.status(204).send();
    },
  );
};
