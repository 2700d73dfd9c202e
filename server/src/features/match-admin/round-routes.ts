import {
  createRoundInputSchema,
  halfIdParamsSchema,
  idParamsSchema,
  matchIdParamsSchema,
  matchRoundSchema,
  matchRoundsOutputSchema,
  okEnvelopeSchema,
  roundFilterQuerySchema,
  roundOutputSchema,
  updateRoundInputSchema,
} from '@kickchips/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { noContentSchema } from '../../http/no-content';
import { ok } from '../../http/reply';
import { findHalfRow, findMatchRow, findRoundRow, listRounds, toRoundView } from '../matches';
import { withNotices } from '../notices';
import { deleteRound } from './delete-round';
import { createRound, updateRound } from './save-round';
import { writeMatchPart } from './write-match-part';

const roundResponse = { 200: okEnvelopeSchema(roundOutputSchema) };
const roundsResponse = { 200: okEnvelopeSchema(matchRoundsOutputSchema) };
// the spec names these calls both ways: /match-round (CRUD) and /matchRound (match form)
const bases = ['/api/admin/match-round', '/api/admin/matchRound'];

/** Match rounds (spec 7). Moving rounds through their statuses is the match engine's. */
export const roundRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/match-round',
    {
      schema: {
        summary: 'Rounds of every match, or of ?match= and/or ?half=',
        tags: ['admin'],
        querystring: roundFilterQuerySchema,
        response: { 200: okEnvelopeSchema(z.array(matchRoundSchema)) },
      },
    },
    async (request) =>
      ok(await listRounds(app.db, { matchId: request.query.match, halfId: request.query.half })),
  );

  app.get(
    '/api/admin/match-round/:id',
    {
      schema: {
        summary: 'A round',
        tags: ['admin'],
        params: idParamsSchema,
        response: { 200: okEnvelopeSchema(matchRoundSchema) },
      },
    },
    async (request) => {
      const { round, halfNumber } = await findRoundRow(app.db, request.params.id);
      return ok(toRoundView(round, halfNumber));
    },
  );

  for (const base of bases) {
    app.get(
      `${base}/match/:matchId`,
      {
        schema: {
          summary: 'The rounds of a match',
          tags: ['admin'],
          params: matchIdParamsSchema,
          response: roundsResponse,
        },
      },
      async (request) => {
        await findMatchRow(app.db, request.params.matchId);
        return ok({ matchRounds: await listRounds(app.db, { matchId: request.params.matchId }) });
      },
    );

    app.get(
      `${base}/half/:halfId`,
      {
        schema: {
          summary: 'The rounds of a half',
          tags: ['admin'],
          params: halfIdParamsSchema,
          response: roundsResponse,
        },
      },
      async (request) => {
        await findHalfRow(app.db, request.params.halfId);
        return ok({ matchRounds: await listRounds(app.db, { halfId: request.params.halfId }) });
      },
    );

    app.delete(
      `${base}/:id`,
      {
        schema: {
          summary: 'Deletes a round, unless bets were placed on it',
          tags: ['admin'],
          params: idParamsSchema,
          response: { 204: noContentSchema },
        },
      },
      async (request, reply) => {
        await withNotices(app, async (tx, notify) => {
          const { round } = await findRoundRow(tx, request.params.id);
          await deleteRound(tx, round.id, request.user!.id, app.clock.now());
          notify({ type: 'match.changed', matchId: round.matchId });
        });
        return reply.status(204).send();
      },
    );
  }

  for (const url of ['/api/admin/match-round', '/api/admin/game/create-round']) {
    app.post(
      url,
      {
        schema: {
          summary: 'Adds a round: halfId, roundNumber (unique in the match), startMinute, endMinute',
          tags: ['admin'],
          body: createRoundInputSchema,
          response: roundResponse,
        },
      },
      async (request) =>
        ok({
          round: await writeMatchPart(app, (tx) =>
            createRound(tx, request.body, request.user!.id, app.clock.now()),
          ),
        }),
    );
  }

  app.route({
    method: ['POST', 'PUT'],
    url: '/api/admin/match-round/:id',
    schema: {
      summary: "Changes a round's number or minutes",
      tags: ['admin'],
      params: idParamsSchema,
      body: updateRoundInputSchema,
      response: roundResponse,
    },
    handler: async (request) =>
      ok({
        round: await writeMatchPart(app, (tx) =>
          updateRound(tx, request.params.id, request.body, request.user!.id),
        ),
      }),
  });
};
