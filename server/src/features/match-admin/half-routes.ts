import {
  createHalfInputSchema,
  endHalfInputSchema,
  halfIdParamsSchema,
  halfOutputSchema,
  idParamsSchema,
  matchFilterQuerySchema,
  matchHalfSchema,
  matchHalfsOutputSchema,
  matchIdParamsSchema,
  okEnvelopeSchema,
  updateHalfInputSchema,
} from '@kickchips/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../http/http-error';
import { noContentSchema } from '../../http/no-content';
import { ok } from '../../http/reply';
import { endHalf } from '../match-engine';
import { findHalfRow, findMatchRow, listHalves, loadHalf } from '../matches';
import { withNotices } from '../notices';
import { deleteHalf } from './delete-half';
import { createHalf, updateHalf } from './save-half';
import { writeMatchPart } from './write-match-part';

const halfResponse = { 200: okEnvelopeSchema(halfOutputSchema) };
// the spec names these calls both ways: /match-half (CRUD) and /matchHalf (match form)
const bases = ['/api/admin/match-half', '/api/admin/matchHalf'];

/** Match halves (spec 7). Start and End as the match engine plays them live are not here. */
export const halfRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/match-half',
    {
      schema: {
        summary: 'Halves of every match, or of ?match=',
        tags: ['admin'],
        querystring: matchFilterQuerySchema,
        response: { 200: okEnvelopeSchema(z.array(matchHalfSchema)) },
      },
    },
    async (request) => ok(await listHalves(app.db, { matchId: request.query.match })),
  );

  app.get(
    '/api/admin/match-half/:id',
    {
      schema: {
        summary: 'A half',
        tags: ['admin'],
        params: idParamsSchema,
        response: { 200: okEnvelopeSchema(matchHalfSchema) },
      },
    },
    async (request) => {
      const half = await loadHalf(app.db, request.params.id);
      if (!half) throw notFound('Half not found');
      return ok(half);
    },
  );

  for (const base of bases) {
    app.get(
      `${base}/match/:matchId`,
      {
        schema: {
          summary: 'The halves of a match with their round counts',
          tags: ['admin'],
          params: matchIdParamsSchema,
          response: { 200: okEnvelopeSchema(matchHalfsOutputSchema) },
        },
      },
      async (request) => {
        await findMatchRow(app.db, request.params.matchId);
        return ok({ matchHalfs: await listHalves(app.db, { matchId: request.params.matchId }) });
      },
    );

    app.post(
      `${base}/end/:halfId`,
      {
        schema: {
          summary: 'Ends an active half at endTime (now if absent); the last half completes the match',
          tags: ['admin'],
          params: halfIdParamsSchema,
          body: endHalfInputSchema,
          response: halfResponse,
        },
      },
      async (request) => {
        const endTime = request.body.endTime ? new Date(request.body.endTime) : undefined;
        const input = { halfId: request.params.halfId, endTime, actorId: request.user!.id };
        return ok({ half: await endHalf(app.engine.context, input) });
      },
    );

    app.delete(
      `${base}/:id`,
      {
        schema: {
          summary: 'Deletes a half and its rounds, unless bets were placed on them',
          tags: ['admin'],
          params: idParamsSchema,
          response: { 204: noContentSchema },
        },
      },
      async (request, reply) => {
        await withNotices(app, async (tx, notify) => {
          const half = await findHalfRow(tx, request.params.id);
          await deleteHalf(tx, half.id, request.user!.id);
          notify({ type: 'match.changed', matchId: half.matchId });
        });
        return reply.status(204).send();
      },
    );
  }

  for (const url of ['/api/admin/match-half', '/api/admin/game/create-half']) {
    app.post(
      url,
      {
        schema: {
          summary: 'Adds an upcoming half: matchId, halfNumber (unique in the match)',
          tags: ['admin'],
          body: createHalfInputSchema,
          response: halfResponse,
        },
      },
      async (request) =>
        ok({
          half: await writeMatchPart(app, (tx) => createHalf(tx, request.body, request.user!.id)),
        }),
    );
  }

  app.route({
    method: ['POST', 'PUT'],
    url: '/api/admin/match-half/:id',
    schema: {
      summary: 'Renumbers a half',
      tags: ['admin'],
      params: idParamsSchema,
      body: updateHalfInputSchema,
      response: halfResponse,
    },
    handler: async (request) =>
      ok({
        half: await writeMatchPart(app, (tx) =>
          updateHalf(tx, request.params.id, request.body, request.user!.id),
        ),
      }),
  });
};
