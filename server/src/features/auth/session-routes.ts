import {
  adminUnlockInputSchema,
  adminUnlockOutputSchema,
  errorEnvelopeSchema,
  loginInputSchema,
  loginOutputSchema,
  okEnvelopeSchema,
  refreshOutputSchema,
  registerInputSchema,
  registerOutputSchema,
  whoamiOutputSchema,
} from '@kickchips/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config';
import { unauthorized } from '../../http/http-error';
import { ok } from '../../http/reply';
import { loadApiUser } from '../profile';
import { accessTokenUserId } from './access-token';
import { bearerToken } from './bearer-token';
import { createAccount } from './create-account';
import { endUserSessions } from './end-user-sessions';
import { logIn } from './login';
import { rotateRefreshToken } from './rotate-refresh-token';
import { unlockAdmin } from './unlock-admin';

const failures = { 400: errorEnvelopeSchema, 401: errorEnvelopeSchema, 429: errorEnvelopeSchema };

/** Signing in and out, registering, refreshing tokens and the admin unlock (spec 7, Auth). */
export const sessionRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  const hashCost = config.passwordHashLog2Cost;

  app.get(
    '/api/auth/whoami',
    {
      config: { access: 'optional' },
      schema: {
        summary: 'The signed-in user, or { user: null, isLoggedIn: false }',
        tags: ['auth'],
        response: { 200: okEnvelopeSchema(whoamiOutputSchema) },
      },
    },
    async (request) => {
      const user = request.user ? await loadApiUser(app.db, request.user.id) : null;
      return ok({ user, isLoggedIn: user !== null });
    },
  );

  app.post(
    '/api/auth/login',
    {
      schema: {
        summary: 'Signs in with email and password; limited per account and per address',
        tags: ['auth'],
        body: loginInputSchema,
        response: { 200: okEnvelopeSchema(loginOutputSchema), ...failures },
      },
    },
    async (request) => {
      const token = await logIn(app.db, request.body, {
        ...app.tokenSigning,
        ip: request.ip,
        passwordHashLog2Cost: hashCost,
      });
      return ok({ token, redirectUrl: '/' });
    },
  );

  app.post(
    '/api/auth/register',
    {
      schema: {
        summary: 'Creates a player account and signs it in',
        tags: ['auth'],
        body: registerInputSchema,
        response: {
          200: okEnvelopeSchema(registerOutputSchema),
          400: errorEnvelopeSchema,
          409: errorEnvelopeSchema,
        },
      },
    },
    async (request) => {
      const token = await createAccount(app.db, request.body, {
        ...app.tokenSigning,
        passwordHashLog2Cost: hashCost,
      });
      return ok({ token, redirectUrl: '/' });
    },
  );

  app.get(
    '/api/auth/logout',
    {
      config: { access: 'user' },
      schema: {
        summary: 'Ends every session of the user: refresh tokens revoked, access tokens refused',
        tags: ['auth'],
        response: { 200: okEnvelopeSchema(z.null()), 401: errorEnvelopeSchema },
      },
    },
    async (request) => {
      const userId = request.user!.id;
      await app.db.transaction((tx) => endUserSessions(tx, userId));
      app.sessionStates.forget(userId);
      return ok(null);
    },
  );

  app.get(
    '/api/auth/refresh',
    {
      schema: {
        summary: 'Trades the refresh token (X-Refresh-Token) for new tokens; each refresh token works once',
        tags: ['auth'],
        headers: z.looseObject({
          authorization: z.string().optional(),
          'x-refresh-token': z.string().optional(),
        }),
        response: { 200: okEnvelopeSchema(refreshOutputSchema), 401: errorEnvelopeSchema },
      },
    },
    async (request) => {
      const refresh = request.headers['x-refresh-token'];
      if (!refresh) throw unauthorized('Missing refresh token');
      // the client sends its (likely expired) access token too; it must be the same user's
      const access = bearerToken(request);
      const userId = access === undefined ? undefined : accessTokenUserId(app.tokenKey, access);
      if (userId === null) throw unauthorized('Invalid access token');
      const tokens = await rotateRefreshToken(app.db, app.tokenSigning, refresh, userId);
      if (!tokens) throw unauthorized('Your session has ended. Please sign in again.');
      return ok(tokens);
    },
  );

  app.post(
    '/api/auth/admin-unlock',
    {
      config: { access: 'admin' },
      schema: {
        summary: 'The admin unlock box: a signed-in admin confirms their password ("sudo mode")',
        tags: ['auth'],
        body: adminUnlockInputSchema,
        response: { 200: okEnvelopeSchema(adminUnlockOutputSchema), ...failures, 403: errorEnvelopeSchema },
      },
    },
    async (request) => ok(await unlockAdmin(app.db, request.user!.id, request.body.password)),
  );
};
