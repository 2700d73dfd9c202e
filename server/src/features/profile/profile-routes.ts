import {
  avatarSchema,
  errorEnvelopeSchema,
  okEnvelopeSchema,
  profileInputSchema,
  updateAvatarInputSchema,
  userSchema,
} from '@kickchips/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../http/http-error';
import { ok } from '../../http/reply';
import { listAvatars } from './list-avatars';
import { loadApiUser } from './load-api-user';
import { updateProfile } from './update-profile';

const userEnvelope = okEnvelopeSchema(z.object({ user: userSchema }));
const updateResponses = { 200: userEnvelope, 400: errorEnvelopeSchema, 409: errorEnvelopeSchema };

/** The player's own profile: username and avatar (spec 2, Profile). Signed-in users only (/api/app). */
export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/app/profile',
    { schema: { summary: 'The signed-in user', tags: ['profile'], response: { 200: userEnvelope } } },
    async (request) => {
      const user = await loadApiUser(app.db, request.user!.id);
      if (!user) throw notFound('User not found');
      return ok({ user });
    },
  );

  app.post(
    '/api/app/profile',
    {
      schema: {
        summary: 'Sets username (unique, at most 20 characters) and selected avatar',
        tags: ['profile'],
        body: profileInputSchema,
        response: updateResponses,
      },
    },
    async (request) => ok({ user: await updateProfile(app.db, request.user!.id, request.body) }),
  );

  app.get(
    '/api/app/avatar',
    {
      schema: {
        summary: 'The avatars a player may pick',
        tags: ['profile'],
        response: { 200: okEnvelopeSchema(z.array(avatarSchema)) },
      },
    },
    async () => ok(await listAvatars(app.db)),
  );

  app.post(
    '/api/app/update-avatar',
    {
      schema: {
        summary: 'Sets the selected avatar only',
        tags: ['profile'],
        body: updateAvatarInputSchema,
        response: updateResponses,
      },
    },
    async (request) => ok({ user: await updateProfile(app.db, request.user!.id, request.body) }),
  );
};
