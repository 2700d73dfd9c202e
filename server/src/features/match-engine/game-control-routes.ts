import {
  endGameHalfInputSchema,
  endMatchInputSchema,
  endMatchOutputSchema,
  halfOutputSchema,
  manualTriggerOutputSchema,
  okEnvelopeSchema,
  roundsOutputSchema,
  startHalfInputSchema,
  updateRoundsInputSchema,
} from '@kickchips/core';
import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { matchHalves } from '../../db/schema';
import { notFound } from '../../http/http-error';
import { ok } from '../../http/reply';
import { findMatchRow } from '../matches';
import { endHalf } from './end-half';
import { endMatch } from './end-match';
import { startHalf } from './start-half';
import { updateRounds } from './update-rounds';

const halfResponse = { 200: okEnvelopeSchema(halfOutputSchema) };

/** Game control (spec 7): the admin's half transitions, end match, update rounds, manual trigger. */
export const gameControlRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const halfNumber of [1, 2]) {
    app.post(
      `/api/admin/game/start-half-${halfNumber}`,
      {
        schema: {
          summary: `Starts half ${halfNumber} at the next full minute`,
          tags: ['admin'],
          body: startHalfInputSchema,
          response: halfResponse,
        },
      },
      async (request) =>
        ok({
          half: await startHalf(app.engine.context, {
            matchId: request.body.matchId,
            halfNumber,
            actorId: request.user!.id,
          }),
        }),
    );
  }

  app.post(
    '/api/admin/game/end-half',
    {
      schema: {
        summary: 'Ends the active half now; ending the last half completes the match',
        tags: ['admin'],
        body: endGameHalfInputSchema,
        response: halfResponse,
      },
    },
    async (request) => {
      const { matchId, halfNumber } = request.body;
      await findMatchRow(app.db, matchId);
      const [half] = await app.db
        .select({ id: matchHalves.id })
        .from(matchHalves)
        .where(and(eq(matchHalves.matchId, matchId), eq(matchHalves.halfNumber, halfNumber)));
      if (!half) throw notFound(`This match has no half ${halfNumber}`);
      return ok({ half: await endHalf(app.engine.context, { halfId: half.id, actorId: request.user!.id }) });
    },
  );

  app.post(
    '/api/admin/game/end-match',
    {
      schema: {
        summary: 'Ends every half not finished and completes the match',
        tags: ['admin'],
        body: endMatchInputSchema,
        response: { 200: okEnvelopeSchema(endMatchOutputSchema) },
      },
    },
    async (request) =>
      ok(await endMatch(app.engine.context, { matchId: request.body.matchId, actorId: request.user!.id })),
  );

  app.post(
    '/api/admin/game/update-rounds',
    {
      schema: {
        summary: 'Re-evaluates the round statuses of an active half now',
        tags: ['admin'],
        body: updateRoundsInputSchema,
        response: { 200: okEnvelopeSchema(roundsOutputSchema) },
      },
    },
    async (request) => ok({ rounds: await updateRounds(app.engine.context, request.body.halfId) }),
  );

  app.post(
    '/api/admin/game/manual-trigger',
    {
      schema: {
        summary: 'Runs one tick of the game clock now',
        tags: ['admin'],
        response: { 200: okEnvelopeSchema(manualTriggerOutputSchema) },
      },
    },
    async () => {
      await app.engine.tick();
      return ok({ serverTime: app.clock.now().toISOString() });
    },
  );
};
