import {
  errorEnvelopeSchema,
  okEnvelopeSchema,
  requestTokenInputSchema,
  requestTokenOutputSchema,
  resetPasswordInputSchema,
} from '@kickchips/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config';
import { ok } from '../../http/reply';
import { RESET_REQUESTED, requestPasswordReset } from './request-password-reset';
import { resetPassword } from './reset-password';

/** Forgot password (spec 7): request-token mails a link, reset-password uses it. */
export const passwordResetRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  app.post(
    '/api/auth/request-token',
    {
      schema: {
        summary: 'Mails a password reset link; answers the same whether or not the email has an account',
        tags: ['auth'],
        body: requestTokenInputSchema,
        response: {
          200: okEnvelopeSchema(requestTokenOutputSchema),
          400: errorEnvelopeSchema,
          429: errorEnvelopeSchema,
        },
      },
    },
    async (request) => {
      const mail = await requestPasswordReset(app.db, request.body.email, {
        ip: request.ip,
        publicUrl: config.publicUrl,
      });
      if (mail) app.mailer.sendLater(mail);
      return ok({ message: RESET_REQUESTED });
    },
  );

  app.post(
    '/api/auth/reset-password',
    {
      schema: {
        summary: 'Sets a new password with the token and id of a reset link; message "success" when done',
        tags: ['auth'],
        body: resetPasswordInputSchema,
        response: { 200: okEnvelopeSchema(z.null()), 400: errorEnvelopeSchema },
      },
    },
    async (request) => {
      const userId = await resetPassword(app.db, request.body, config.passwordHashLog2Cost);
      app.sessionStates.forget(userId);
      return ok(null);
    },
  );
};
