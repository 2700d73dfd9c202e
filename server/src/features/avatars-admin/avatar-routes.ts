import {
  adminAvatarSchema,
  avatarInputSchema,
  avatarUpdateInputSchema,
  idParamsSchema,
  okEnvelopeSchema,
} from '@kickchips/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { noContentSchema } from '../../http/no-content';
import { ok } from '../../http/reply';
import { userShownNotices } from '../lobbies';
import { findAvatarRow, listAdminAvatars } from './avatar-queries';
import { deleteAvatar } from './delete-avatar';
import { createAvatar, updateAvatar } from './save-avatar';
import { toAdminAvatar } from './to-admin-avatar';

const avatarResponse = { 200: okEnvelopeSchema(adminAvatarSchema) };

/** The avatars list and 'Upload Avatar' form (spec 2); admin only, from the prefix. */
export const avatarAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/avatar',
    {
      schema: {
        summary: 'Every avatar',
        tags: ['admin'],
        response: { 200: okEnvelopeSchema(z.array(adminAvatarSchema)) },
      },
    },
    async () => ok(await listAdminAvatars(app.db)),
  );

  app.get(
    '/api/admin/avatar/:id',
    { schema: { summary: 'An avatar', tags: ['admin'], params: idParamsSchema, response: avatarResponse } },
    async (request) => ok(toAdminAvatar(await findAvatarRow(app.db, request.params.id))),
  );

  app.post(
    '/api/admin/avatar',
    {
      schema: {
        summary: 'Adds an avatar: name and image (the objectId of a public image upload)',
        tags: ['admin'],
        body: avatarInputSchema,
        response: avatarResponse,
      },
    },
    async (request) => ok(await createAvatar(app.db, app.storage, request.body, request.user!.id)),
  );

  app.route({
    method: ['POST', 'PUT'],
    url: '/api/admin/avatar/:id',
    schema: {
      summary: "Edits an avatar's name or image",
      tags: ['admin'],
      params: idParamsSchema,
      body: avatarUpdateInputSchema,
      response: avatarResponse,
    },
    handler: async (request) => {
      const avatar = await updateAvatar(
        app.db,
        app.storage,
        request.params.id,
        request.body,
        request.user!.id,
      );
      await app.notices.publish(await userShownNotices(app.db, { avatarId: request.params.id }));
      return ok(avatar);
    },
  });

  app.delete(
    '/api/admin/avatar/:id',
    {
      schema: {
        summary: 'Deletes an avatar (players who picked it show none)',
        tags: ['admin'],
        params: idParamsSchema,
        response: { 204: noContentSchema },
      },
    },
    async (request, reply) => {
      await deleteAvatar(app.db, request.params.id, request.user!.id);
      await app.notices.publish(await userShownNotices(app.db, { avatarId: request.params.id }));
      return reply.status(204).send();
    },
  );
};
