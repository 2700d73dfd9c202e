import {
  ADMIN_PAGE_SIZE,
  adminLobbyDetailSchema,
  adminLobbyQuerySchema,
  adminLobbySchema,
  idParamsSchema,
  okEnvelopeSchema,
  removeMemberInputSchema,
} from '@kickchips/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/reply';
import { appClock } from '../lobbies';
import { listAdminLobbies } from './list-admin-lobbies';
import { loadAdminLobby } from './load-admin-lobby';
import { removeLobbyMember } from './remove-lobby-member';

const detailResponse = { 200: okEnvelopeSchema(adminLobbyDetailSchema) };

/** The admin's view of lobbies: every lobby, one lobby in full, and removing a member. Admin only, from the prefix. */
export const adminLobbyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/lobby',
    {
      schema: {
        summary: `Every lobby, private ones too, newest first, ${ADMIN_PAGE_SIZE} a page; X-Total-Count has the number of all`,
        tags: ['admin'],
        querystring: adminLobbyQuerySchema,
        response: { 200: okEnvelopeSchema(z.array(adminLobbySchema)) },
      },
    },
    async (request, reply) => {
      const { lobbies, total } = await listAdminLobbies(app.db, request.query);
      reply.header('x-total-count', String(total));
      return ok(lobbies);
    },
  );

  app.get(
    '/api/admin/lobby/:id',
    {
      schema: {
        summary: 'A lobby: settings, members with chips and ledger sums, every bet, the chat',
        tags: ['admin'],
        params: idParamsSchema,
        response: detailResponse,
      },
    },
    async (request) => ok(await loadAdminLobby(app.db, request.params.id)),
  );

  app.post(
    '/api/admin/lobby/:id/remove-member',
    {
      schema: {
        summary: 'Removes a member, who cannot rejoin; a removed host hands hosting on',
        tags: ['admin'],
        params: idParamsSchema,
        body: removeMemberInputSchema,
        response: detailResponse,
      },
    },
    async (request) => {
      const lobbyId = request.params.id;
      const { changed, notices } = await removeLobbyMember(
        app.db,
        { lobbyId, userId: request.body.userId, actorId: request.user!.id },
        appClock(app).now(),
      );
      if (changed) await app.notices.publish([...notices, { type: 'lobbies.changed' }]);
      return ok(await loadAdminLobby(app.db, lobbyId));
    },
  );
};
