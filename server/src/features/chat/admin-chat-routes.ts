import { messageIdParamsSchema } from '@kickchips/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { noContentSchema } from '../../http/no-content';
import { appClock } from '../lobbies';
import { removeChatMessage } from './remove-chat-message';

/** Chat moderation: admin only, from the prefix. */
export const adminChatRoutes: FastifyPluginAsyncZod = async (app) => {
  app.delete(
    '/api/admin/chat/:messageId',
    {
      schema: {
        summary: "Removes a chat message from every player's chat; the removal is audited",
        tags: ['admin'],
        params: messageIdParamsSchema,
        response: { 204: noContentSchema },
      },
    },
    async (request, reply) => {
      const { lobbyId } = await removeChatMessage(
        app.db,
        request.params.messageId,
        request.user!.id,
        appClock(app).now(),
      );
      await app.notices.publish([{ type: 'chat.message', lobbyId }]);
      return reply.status(204).send();
    },
  );
};
