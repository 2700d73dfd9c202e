import {
  errorEnvelopeSchema,
  type FinalStanding,
  finalStandingsOutputSchema,
  lobbyIdParamsSchema,
  okEnvelopeSchema,
  userResultsOutputSchema,
} from '@kickchips/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/reply';
import { requireMember } from '../lobbies';
import { chipHistoryRoutes } from './chip-history-routes';
import { userResults } from './user-results';

const error = errorEnvelopeSchema;
const tags = ['results'];

/** The end of a game: a lobby's final standings and the caller's previous results (spec 3, 7). */
export const resultsRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(chipHistoryRoutes);
  app.get(
    '/api/app/game/final-standings/:lobbyId',
    {
      schema: {
        summary: "A finished lobby's final standings and prizes; members only",
        tags,
        params: lobbyIdParamsSchema,
        response: { 200: okEnvelopeSchema(finalStandingsOutputSchema), 400: error, 403: error, 404: error },
      },
    },
    async (request) => {
      const { lobby } = await requireMember(app.db, request.params.lobbyId, request.user!.id);
      const standings = (lobby.finalStandings as FinalStanding[] | null) ?? [];
      const winner = standings.find((standing) => standing.rank === 1 && standing.won)?.user ?? null;
      return ok({ finished: lobby.finalStandings !== null, standings, winner });
    },
  );

  app.get(
    '/api/app/user-results',
    {
      schema: {
        summary: "The caller's previous results, newest first",
        tags,
        response: { 200: okEnvelopeSchema(userResultsOutputSchema) },
      },
    },
    async (request) => ok({ results: await userResults(app.db, request.user!.id) }),
  );
};
