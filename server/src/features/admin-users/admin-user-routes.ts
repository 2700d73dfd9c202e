import {
  adminCreateUserInputSchema,
  adminUpdateUserInputSchema,
  idParamsSchema,
  okEnvelopeSchema,
  userSchema,
} from '@kickchips/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../http/http-error';
import { noContentSchema } from '../../http/no-content';
import { ok } from '../../http/reply';
import { userShownNotices } from '../lobbies';
import { loadApiUser } from '../profile';
import { deleteAdminUser } from './delete-admin-user';
import { listAdminUsers } from './list-admin-users';
import { type AdminUserContext, createAdminUser, updateAdminUser } from './save-admin-user';
import { setUserSuspended } from './suspend-admin-user';

const userResponse = { 200: okEnvelopeSchema(userSchema) };

/** The users list and manage-user form (spec 2); admin only, from the prefix. */
export const adminUserRoutes: FastifyPluginAsyncZod<{
  passwordHashLog2Cost: number;
  publicUrl: string;
}> = async (app, options) => {
  const forgetSession = (userId: string) => app.sessionStates.forget(userId);
  const context = (): AdminUserContext => ({
    db: app.db,
    storage: app.storage,
    passwordHashLog2Cost: options.passwordHashLog2Cost,
    forgetSession,
    publicUrl: options.publicUrl,
    sendMail: (mail) => app.mailer.sendLater(mail),
  });

  app.get(
    '/api/admin/user',
    {
      schema: {
        summary: 'Every user, newest first',
        tags: ['admin'],
        response: { 200: okEnvelopeSchema(z.array(userSchema)) },
      },
    },
    async () => ok(await listAdminUsers(app.db)),
  );

  app.get(
    '/api/admin/user/:id',
    { schema: { summary: 'A user', tags: ['admin'], params: idParamsSchema, response: userResponse } },
    async (request) => {
      const user = await loadApiUser(app.db, request.params.id);
      if (!user) throw notFound('User not found');
      return ok(user);
    },
  );

  app.post(
    '/api/admin/user',
    {
      schema: {
        summary: 'Adds a user; one added without a password is mailed a link to choose it',
        tags: ['admin'],
        body: adminCreateUserInputSchema,
        response: userResponse,
      },
    },
    async (request) => ok(await createAdminUser(context(), request.body, request.user!.id)),
  );

  app.route({
    method: ['POST', 'PUT'],
    url: '/api/admin/user/:id',
    schema: {
      summary: 'Edits a user, including admin rights (isAdmin or permissions.isAdmin)',
      tags: ['admin'],
      params: idParamsSchema,
      body: adminUpdateUserInputSchema,
      response: userResponse,
    },
    handler: async (request) => {
      const user = await updateAdminUser(context(), request.params.id, request.body, request.user!.id);
      await app.notices.publish(await userShownNotices(app.db, { userId: request.params.id }));
      return ok(user);
    },
  });

  app.delete(
    '/api/admin/user/:id',
    {
      schema: {
        summary: 'Deletes a user; one who played is anonymised instead',
        tags: ['admin'],
        params: idParamsSchema,
        response: { 204: noContentSchema },
      },
    },
    async (request, reply) => {
      await deleteAdminUser(app.db, request.params.id, request.user!.id, forgetSession);
      // one who played stays as 'Deleted user' in their lobbies
      await app.notices.publish(await userShownNotices(app.db, { userId: request.params.id }));
      return reply.status(204).send();
    },
  );

  for (const [action, suspended] of [
    ['suspend', true],
    ['unsuspend', false],
  ] as const) {
    app.post(
      `/api/admin/user/:id/${action}`,
      {
        schema: {
          summary: suspended
            ? 'Suspends an account: it cannot sign in and every session ends at once'
            : 'Lifts a suspension: the account may sign in again',
          tags: ['admin'],
          params: idParamsSchema,
          response: userResponse,
        },
      },
      async (request) =>
        ok(
          await setUserSuspended(
            app.db,
            { id: request.params.id, suspended, actorId: request.user!.id },
            forgetSession,
          ),
        ),
    );
  }
};
