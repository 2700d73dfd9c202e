import {
  chatMessagesOutputSchema,
  chatMessagesQuerySchema,
  errorEnvelopeSchema,
  okEnvelopeSchema,
  sendChatInputSchema,
  sendChatOutputSchema,
} from '@kickchips/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../../http/http-error';
import { ok } from '../../http/reply';
import { appClock } from '../lobbies';
import { listChatMessages, listRemovedMessageIds } from './list-chat-messages';
import { requireChatMember } from './require-chat-member';
import { sendChatMessage } from './send-chat-message';

const error = errorEnvelopeSchema;
const tags = ['chat'];

/** Sends per user in SEND_WINDOW_MS: a member can chat freely but cannot flood the lobby. */
export const SEND_LIMIT = 5;
export const SEND_WINDOW_MS = 5000;

/** Lobby chat (spec 7): members only, while the lobby allows it. */
export const chatRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/app/chat/messages',
    {
      schema: {
        summary: 'Messages newer than t (ISO or ms), oldest first; the most recent ones without t',
        tags,
        querystring: chatMessagesQuerySchema,
        response: { 200: okEnvelopeSchema(chatMessagesOutputSchema), 400: error, 403: error, 404: error },
      },
    },
    async (request) => {
      const { lobbyId, t } = request.query;
      await requireChatMember(app.db, lobbyId, request.user!.id);
      return ok({
        messages: await listChatMessages(app.db, lobbyId, t),
        removed: await listRemovedMessageIds(app.db, lobbyId, t),
      });
    },
  );

  app.post(
    '/api/app/chat/send',
    {
      config: {
        rateLimit: {
          max: SEND_LIMIT,
          timeWindow: SEND_WINDOW_MS,
          // after validation and sign-in, so only real sends count, per user rather than per address
          hook: 'preHandler',
          keyGenerator: (request) => `chat:${request.user?.id ?? request.ip}`,
          errorResponseBuilder: (_request, context) =>
            new HttpError(
              429,
              `You are sending messages too fast. Please wait ${context.after} and try again.`,
              'chat/too_fast',
            ),
        },
      },
      schema: {
        summary: 'Posts a message (plain text, 1 to 500 characters once trimmed)',
        tags,
        body: sendChatInputSchema,
        response: {
          200: okEnvelopeSchema(sendChatOutputSchema),
          400: error,
          403: error,
          404: error,
          429: error,
        },
      },
    },
    async (request) => {
      const { lobbyId, message } = request.body;
      const userId = request.user!.id;
      await requireChatMember(app.db, lobbyId, userId);
      const sent = await sendChatMessage(app.db, lobbyId, userId, message, appClock(app).now());
      await app.notices.publish([{ type: 'chat.message', lobbyId }]);
      return ok({ message: sent });
    },
  );
};
