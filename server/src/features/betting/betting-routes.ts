import {
  applyPenaltyInputSchema,
  applyPenaltyOutputSchema,
  betsOutputSchema,
  cardsOutputSchema,
  competitorBetsParamsSchema,
  errorEnvelopeSchema,
  leaderboardOutputSchema,
  lobbyIdParamsSchema,
  lobbyIdQuerySchema,
  okEnvelopeSchema,
  placeBetInputSchema,
  placeBetOutputSchema,
  userBetsOutputSchema,
  userBetsQuerySchema,
} from '@kickchips/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/reply';
import { appClock, betDelta, loadMembers, lobbyLeaderboard, requireMember } from '../lobbies';
import { applyInactivityPenalty } from './apply-inactivity-penalty';
import { competitorBets } from './competitor-bets';
import { placeBet } from './place-bet';
import { playerCards } from './player-cards';
import { userBets } from './user-bets';
import { userPenalties } from './user-penalties';

const error = errorEnvelopeSchema;
const tags = ['betting'];

/** Placing bets and the in-game reads around them (spec 7, game-rules 3 to 7); members only. */
export const bettingRoutes: FastifyPluginAsyncZod = async (app) => {
  const now = () => appClock(app).now();

  app.post(
    '/api/app/game/place-bet',
    {
      schema: {
        summary: 'Places a bet on the next round',
        description:
          'Every rule is checked in one transaction by the server clock; a repeat of the same round is a 409.',
        tags,
        body: placeBetInputSchema,
        response: {
          200: okEnvelopeSchema(placeBetOutputSchema),
          400: error,
          403: error,
          404: error,
          409: error,
        },
      },
    },
    async (request) => {
      const { lobbyId, matchRoundId } = request.body;
      const userId = request.user!.id;
      const { bet, cards, standing } = await placeBet(app, userId, request.body, now());
      await app.notices.publish([betDelta(lobbyId, matchRoundId, { userId, ...standing })]);
      return ok({ bet, cards });
    },
  );

  app.get(
    '/api/app/user-bet/all',
    {
      schema: {
        summary: "The caller's bets in a lobby; includeAll adds the others' bets of started rounds",
        tags,
        querystring: userBetsQuerySchema,
        response: { 200: okEnvelopeSchema(userBetsOutputSchema), 400: error, 403: error, 404: error },
      },
    },
    async (request) => {
      const { lobbyId, includeAll } = request.query;
      const bets = await userBets(app.db, lobbyId, request.user!.id, includeAll, now());
      return ok({ bets, penalties: await userPenalties(app.db, lobbyId, request.user!.id) });
    },
  );

  app.get(
    '/api/app/game/competitor-bets/:roundId',
    {
      schema: {
        summary: "The other players' bets of a round that has started",
        description: 'Refused when the lobby hides competitor bets, and for a round that has not started.',
        tags,
        params: competitorBetsParamsSchema,
        querystring: lobbyIdQuerySchema,
        response: { 200: okEnvelopeSchema(betsOutputSchema), 400: error, 403: error, 404: error },
      },
    },
    async (request) => {
      const bets = await competitorBets(
        app.db,
        request.query.lobbyId,
        request.params.roundId,
        request.user!.id,
        now(),
      );
      return ok({ bets });
    },
  );

  app.get(
    '/api/app/game/leaderboard/:lobbyId',
    {
      schema: {
        summary: 'The GAME RANK leaderboard of a lobby',
        tags,
        params: lobbyIdParamsSchema,
        response: { 200: okEnvelopeSchema(leaderboardOutputSchema), 400: error, 403: error, 404: error },
      },
    },
    async (request) => {
      await requireMember(app.db, request.params.lobbyId, request.user!.id);
      return ok({ leaderboard: lobbyLeaderboard(await loadMembers(app.db, request.params.lobbyId)) });
    },
  );

  app.post(
    '/api/app/game/apply-inactivity-penalty',
    {
      schema: {
        summary: 'Applies the inactivity penalties already due by the server clock',
        description: 'Never charges early and never twice; answers the penalties of that round.',
        tags,
        body: applyPenaltyInputSchema,
        response: { 200: okEnvelopeSchema(applyPenaltyOutputSchema), 400: error, 403: error, 404: error },
      },
    },
    async (request) =>
      ok(await applyInactivityPenalty(app.engine.context, app.db, request.user!.id, request.body, now())),
  );

  app.get(
    '/api/app/game/cards',
    {
      schema: {
        summary: "The caller's bet chip cards, dealt at kick-off",
        tags,
        querystring: lobbyIdQuerySchema,
        response: { 200: okEnvelopeSchema(cardsOutputSchema), 400: error, 403: error, 404: error },
      },
    },
    async (request) => ok(await playerCards(app.db, request.query.lobbyId, request.user!.id, now())),
  );
};
