import {
  createLeagueInputSchema,
  errorEnvelopeSchema,
  idParamsSchema,
  joinLeagueInputSchema,
  leagueDetailsOutputSchema,
  leagueOutputSchema,
  leaguesOutputSchema,
  okEnvelopeSchema,
  removeLeagueMemberInputSchema,
  renameLeagueInputSchema,
} from '@kickchips/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/reply';
import { appClock } from '../lobbies';
import { leaveLeague, removeLeagueMember, renameLeague } from './change-membership';
import { createLeague } from './create-league';
import { joinLeague } from './join-league';
import { listMyLeagues } from './list-my-leagues';
import { loadLeagueDetails } from './load-league-details';

const error = errorEnvelopeSchema;
const tags = ['leagues'];
const done = okEnvelopeSchema(z.object({}));

/** Leagues: friends playing lobbies together across matches, with a table of their results. */
export const leagueRoutes: FastifyPluginAsyncZod = async (app) => {
  const now = () => appClock(app).now();

  app.post(
    '/api/app/league',
    {
      schema: {
        summary: 'Creates a league; the caller owns it and is its first member',
        tags,
        body: createLeagueInputSchema,
        response: { 200: okEnvelopeSchema(leagueOutputSchema), 400: error },
      },
    },
    async (request) => ok({ league: await createLeague(app.db, request.user!.id, request.body.name, now()) }),
  );

  app.post(
    '/api/app/league/join',
    {
      schema: {
        summary: 'Joins a league by its invite code (at most 50 members)',
        tags,
        body: joinLeagueInputSchema,
        response: { 200: okEnvelopeSchema(leagueOutputSchema), 400: error, 404: error, 409: error },
      },
    },
    async (request) =>
      ok({ league: await joinLeague(app, request.user!.id, request.body.inviteCode, now()) }),
  );

  app.get(
    '/api/app/league',
    {
      schema: {
        summary: "The caller's leagues",
        tags,
        response: { 200: okEnvelopeSchema(leaguesOutputSchema) },
      },
    },
    async (request) => ok({ leagues: await listMyLeagues(app.db, request.user!.id) }),
  );

  app.get(
    '/api/app/league/:id',
    {
      schema: {
        summary: 'A league for its members: members, the table and its lobbies',
        tags,
        params: idParamsSchema,
        response: { 200: okEnvelopeSchema(leagueDetailsOutputSchema), 403: error, 404: error },
      },
    },
    async (request) => ok(await loadLeagueDetails(app.db, request.params.id, request.user!.id)),
  );

  app.post(
    '/api/app/league/:id/leave',
    {
      schema: {
        summary: 'Leaves a league; an owner who leaves hands it to the earliest-joined member',
        tags,
        params: idParamsSchema,
        response: { 200: done, 403: error, 404: error },
      },
    },
    async (request) => {
      await leaveLeague(app.db, request.params.id, request.user!.id, now());
      return ok({});
    },
  );

  app.post(
    '/api/app/league/:id/rename',
    {
      schema: {
        summary: 'Renames a league (owner only)',
        tags,
        params: idParamsSchema,
        body: renameLeagueInputSchema,
        response: { 200: done, 400: error, 403: error, 404: error },
      },
    },
    async (request) => {
      await renameLeague(app.db, request.params.id, request.user!.id, request.body.name, now());
      return ok({});
    },
  );

  app.post(
    '/api/app/league/:id/remove-member',
    {
      schema: {
        summary: 'Removes a member from a league (owner only)',
        tags,
        params: idParamsSchema,
        body: removeLeagueMemberInputSchema,
        response: { 200: done, 400: error, 403: error, 404: error },
      },
    },
    async (request) => {
      await removeLeagueMember(app.db, request.params.id, request.user!.id, request.body.userId, now());
      return ok({});
    },
  );
};
