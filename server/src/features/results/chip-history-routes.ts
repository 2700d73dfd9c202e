import {
  chipHistoryOutputSchema,
  errorEnvelopeSchema,
  lobbyIdParamsSchema,
  okEnvelopeSchema,
} from '@kickchips/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/reply';
import { requireMember } from '../lobbies';
import { loadChipHistory } from './load-chip-history';

const error = errorEnvelopeSchema;

/** Each player's chips round by round, for the final screen's chart; members only. */
export const chipHistoryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/app/game/chip-history/:lobbyId',
    {
      schema: {
        summary: "Each player's chips at the start and after each settled round; members only",
        tags: ['results'],
        params: lobbyIdParamsSchema,
        response: { 200: okEnvelopeSchema(chipHistoryOutputSchema), 400: error, 403: error, 404: error },
      },
    },
    async (request) => {
      const { lobby } = await requireMember(app.db, request.params.lobbyId, request.user!.id);
      return ok(await loadChipHistory(app.db, lobby.id, lobby.matchId));
    },
  );
};
