import {
  createOddsInputSchema,
  idParamsSchema,
  matchFilterQuerySchema,
  matchIdParamsSchema,
  oddOutputSchema,
  oddSchema,
  oddsListOutputSchema,
  okEnvelopeSchema,
  saveOddInputSchema,
} from '@kickchips/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { noContentSchema } from '../../http/no-content';
import { ok } from '../../http/reply';
import { findMatchRow, findOddRow, toOddView } from '../matches';
import { withNotices } from '../notices';
import { deleteOdd } from './delete-odd';
import { listOdds } from './list-odds';
import { type OddFields, saveOdd } from './save-odd';
import { writeMatchPart } from './write-match-part';

const oddResponse = { 200: okEnvelopeSchema(oddOutputSchema) };

/** Odds (spec 7): the CRUD resource, the odds editor's upsert, and /game/create-odds. */
export const oddsRoutes: FastifyPluginAsyncZod = async (app) => {
  const save = (fields: OddFields, actorId: string) =>
    writeMatchPart(app, (tx) => saveOdd(tx, fields, actorId));

  app.get(
    '/api/admin/odds',
    {
      schema: {
        summary: 'Odds of every match, or of ?match=',
        tags: ['admin'],
        querystring: matchFilterQuerySchema,
        response: { 200: okEnvelopeSchema(z.array(oddSchema)) },
      },
    },
    async (request) => ok(await listOdds(app.db, { matchId: request.query.match })),
  );

  app.get(
    '/api/admin/odds/match/:matchId',
    {
      schema: {
        summary: 'The odds of a match',
        tags: ['admin'],
        params: matchIdParamsSchema,
        response: { 200: okEnvelopeSchema(oddsListOutputSchema) },
      },
    },
    async (request) => {
      await findMatchRow(app.db, request.params.matchId);
      return ok({ odds: await listOdds(app.db, { matchId: request.params.matchId }) });
    },
  );

  app.get(
    '/api/admin/odds/:id',
    {
      schema: {
        summary: 'An odd',
        tags: ['admin'],
        params: idParamsSchema,
        response: { 200: okEnvelopeSchema(oddSchema) },
      },
    },
    async (request) => ok(toOddView(await findOddRow(app.db, request.params.id))),
  );

  app.post(
    '/api/admin/odds',
    {
      schema: {
        summary:
          "Saves an odd: the odd fields plus match; a saved _id updates it, else a new one is made. The price pins its line; terms the game prices are taken over (409 only on an admin's own line)",
        tags: ['admin'],
        body: saveOddInputSchema,
        response: oddResponse,
      },
    },
    async (request) => {
      const { _id, match, ...fields } = request.body;
      return ok({ odds: await save({ ...fields, id: _id, matchId: match }, request.user!.id) });
    },
  );

  app.route({
    method: ['POST', 'PUT'],
    url: '/api/admin/odds/:id',
    schema: {
      summary: 'Updates an odd',
      tags: ['admin'],
      params: idParamsSchema,
      body: saveOddInputSchema,
      response: oddResponse,
    },
    handler: async (request) => {
      const { _id, match, ...fields } = request.body;
      const id = request.params.id;
      return ok({ odds: await save({ ...fields, id, matchId: match }, request.user!.id) });
    },
  });

  app.post(
    '/api/admin/game/create-odds',
    {
      schema: {
        summary:
          "Creates an odd: matchId, name, threshold, oddsValue, eventType, betType. Pinned at oddsValue; terms the game prices are taken over (409 only on an admin's own line)",
        tags: ['admin'],
        body: createOddsInputSchema,
        response: oddResponse,
      },
    },
    async (request) => {
      const { matchId, oddsValue, ...fields } = request.body;
      return ok({ odds: await save({ ...fields, matchId, odds: oddsValue }, request.user!.id) });
    },
  );

  app.delete(
    '/api/admin/odds/:id',
    {
      schema: {
        summary:
          "Removes an odd: an automatic line is withdrawn for the rest of the match, an admin's line deleted (only marked deleted when it has bets)",
        tags: ['admin'],
        params: idParamsSchema,
        response: { 204: noContentSchema },
      },
    },
    async (request, reply) => {
      await withNotices(app, async (tx, notify) => {
        const odd = await findOddRow(tx, request.params.id);
        await deleteOdd(tx, odd.id, request.user!.id);
        notify({ type: 'match.changed', matchId: odd.matchId });
      });
      return reply.status(204).send();
    },
  );
};
