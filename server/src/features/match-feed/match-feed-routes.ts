import {
  errorEnvelopeSchema,
  feedHalvesOutputSchema,
  feedMatchesOutputSchema,
  feedOddsOutputSchema,
  matchIdParamsSchema,
  okEnvelopeSchema,
} from '@kickchips/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../http/http-error';
import { ok } from '../../http/reply';
import { appClock } from '../lobbies';
import { priceRoundOf, teamSideOf } from '../matches';
import { feedHalf } from './feed-half';
import { listFeedMatches } from './list-feed-matches';

const error = errorEnvelopeSchema;
const tags = ['match feed'];

/** The player-side match reads (spec 7): the match list, a match's odds and its halves. */
export const matchFeedRoutes: FastifyPluginAsyncZod = async (app) => {
  /** The match's snapshot from memory (see lobbies/hot-reads); 404 when it is missing or deleted. */
  const requireMatch = async (matchId: string) => {
    const snapshot = await app.hotReads.match(matchId);
    if (!snapshot || snapshot.match.deletedAt) throw notFound('Match not found', 'match/not_found');
    return snapshot;
  };

  app.get(
    '/api/app/match',
    {
      schema: {
        summary: 'The matches a game can be created on: not completed and not deleted',
        tags,
        response: { 200: okEnvelopeSchema(feedMatchesOutputSchema) },
      },
    },
    async () => ok({ matches: await listFeedMatches(app.db), serverTime: appClock(app).now().toISOString() }),
  );

  app.get(
    '/api/app/odds/match/:matchId',
    {
      schema: {
        summary: "A match's odds (deleted odds left out) and the order of its event types",
        tags,
        params: matchIdParamsSchema,
        response: { 200: okEnvelopeSchema(feedOddsOutputSchema), 400: error, 404: error },
      },
    },
    async (request) => {
      const { odds: rows, eventTypeOrder } = await requireMatch(request.params.matchId);
      return ok({
        odds: rows.map((odd) => ({
          _id: odd.id,
          match: odd.matchId,
          eventType: odd.eventType,
          betType: odd.betType,
          threshold: odd.threshold,
          odds: odd.odds,
          previousOdds: odd.previousOdds,
          roundId: priceRoundOf(odd),
          ...(odd.team ? { team: teamSideOf(odd.team) } : {}),
        })),
        eventTypeOrder: [...eventTypeOrder],
      });
    },
  );

  app.get(
    '/api/app/match-half/match/:matchId',
    {
      schema: {
        summary: "A match's halves",
        tags,
        params: matchIdParamsSchema,
        response: { 200: okEnvelopeSchema(feedHalvesOutputSchema), 400: error, 404: error },
      },
    },
    async (request) => {
      const { halves } = await requireMatch(request.params.matchId);
      return ok({ matchHalfs: halves.map(feedHalf) });
    },
  );
};
