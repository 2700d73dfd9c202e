import {
  copyOddsInputSchema,
  matchIdParamsSchema,
  matchRoundsOutputSchema,
  oddsListOutputSchema,
  okEnvelopeSchema,
  setUpRoundsInputSchema,
} from '@kickchips/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/reply';
import { withNotices } from '../notices';
import { copyOdds } from './copy-odds';
import { setUpRounds } from './set-up-rounds';

/** Match set-up in one action: "Set up rounds" and "Copy odds from another match". */
export const matchSetUpRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/admin/match/:matchId/set-up-rounds',
    {
      schema: {
        summary: 'Adds N rounds of M minutes to each half (default 5 of 9, the last open-ended)',
        tags: ['admin'],
        params: matchIdParamsSchema,
        body: setUpRoundsInputSchema,
        response: { 200: okEnvelopeSchema(matchRoundsOutputSchema) },
      },
    },
    async (request) =>
      ok({
        matchRounds: await withNotices(app, async (tx, notify) => {
          notify({ type: 'match.changed', matchId: request.params.matchId });
          return setUpRounds(tx, request.params.matchId, request.body, request.user!.id);
        }),
      }),
  );

  app.post(
    '/api/admin/match/:matchId/copy-odds',
    {
      schema: {
        summary: 'Copies the odds of another match that this one lacks',
        tags: ['admin'],
        params: matchIdParamsSchema,
        body: copyOddsInputSchema,
        response: { 200: okEnvelopeSchema(oddsListOutputSchema) },
      },
    },
    async (request) =>
      ok({
        odds: await withNotices(app, async (tx, notify) => {
          notify({ type: 'match.changed', matchId: request.params.matchId });
          return copyOdds(tx, request.params.matchId, request.body, request.user!.id);
        }),
      }),
  );
};
