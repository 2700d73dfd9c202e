import {
  errorEnvelopeSchema,
  okEnvelopeSchema,
  streamQuerySchema,
  streamTicketSchema,
} from '@kickchips/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { unauthorized } from '../../http/http-error';
import { ok } from '../../http/reply';
import { openSseStream } from './open-sse-stream';
import type { StreamHub } from './stream-hub';
import { STREAM_TICKET_SECONDS, signStreamTicket } from './stream-ticket';
import { streamTopicsFor } from './stream-topics-for';
import { streamUser } from './stream-user';

const error = errorEnvelopeSchema;
const tags = ['realtime'];

/** The push stream (docs/realtime.md) and the ticket that opens it. */
export const streamRoutes: FastifyPluginAsyncZod<{ hub: StreamHub }> = async (app, { hub }) => {
  app.post(
    '/api/app/stream/ticket',
    {
      schema: {
        summary: 'A one-minute ticket that opens the push stream (EventSource cannot send headers)',
        tags,
        response: { 200: okEnvelopeSchema(streamTicketSchema), 401: error },
      },
    },
    async (request) => {
      const user = request.user!;
      const state = await app.sessionStates.get(user.id);
      if (!state) throw unauthorized();
      const ticket = await signStreamTicket(app.tokenKey, {
        userId: user.id,
        sessionVersion: state.sessionVersion,
      });
      return ok({ ticket, expiresIn: STREAM_TICKET_SECONDS });
    },
  );

  app.get(
    '/api/app/stream',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Server-Sent Events: "this changed" notices of the lobby, its match and the open list',
        description:
          'text/event-stream. Each event: `id: <version>` and `data: {"type":…,"version":…}`. Resume with the ' +
          'Last-Event-ID header (or lastEventId); a version this server no longer holds gets a `resync`.',
        tags,
        querystring: streamQuerySchema,
        response: { 400: error, 401: error, 403: error, 404: error },
      },
    },
    async (request, reply) => {
      const { ticket, lobbyId, matchId, lastEventId } = request.query;
      const user = await streamUser(app, ticket);
      const topics = await streamTopicsFor(app.db, user, { lobbyId, matchId });
      const header = request.headers['last-event-id'];
      const resumeFrom = typeof header === 'string' && header !== '' ? header : lastEventId;
      reply.hijack();
      const stream = openSseStream(reply.raw, {
        userId: user.id,
        topics,
        stillAllowed: async () =>
          (await app.sessionStates.get(user.id))?.sessionVersion === user.sessionVersion,
        onClose: (closed) => hub.detach(closed),
      });
      hub.attach(stream, resumeFrom);
    },
  );
};
