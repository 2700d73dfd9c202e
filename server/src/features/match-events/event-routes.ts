import {
  correctEventInputSchema,
  correctionPreviewOutputSchema,
  correctionPreviewQuerySchema,
  errorEnvelopeSchema,
  eventListOutputSchema,
  eventListQuerySchema,
  eventOutputSchema,
  eventStatisticsOutputSchema,
  idParamsSchema,
  liveFeedOutputSchema,
  lobbyIdParamsSchema,
  matchIdParamsSchema,
  okEnvelopeSchema,
  recordEventHeadersSchema,
  recordEventInputSchema,
} from '@kickchips/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/reply';
import { appClock } from '../lobbies';
import { correctEventTeam } from './correct-event-team';
import { deleteEvent } from './delete-event';
import { eventStatisticsOf } from './event-statistics-of';
import { listEvents } from './list-events';
import { loadLiveFeed } from './load-live-feed';
import { previewCorrection } from './preview-correction';
import { recordEvent } from './record-event';

/** Recording match events (spec 2 "Realtime Match Updates", spec 7), the players' statistics and the live feed. */
export const eventRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/admin/event',
    {
      schema: {
        summary:
          'Records an event of a match: {match, eventType, timeStamp?, team?} (now when absent; team home or away); a repeated Idempotency-Key answers the first event',
        tags: ['admin'],
        body: recordEventInputSchema,
        headers: recordEventHeadersSchema,
        response: { 200: okEnvelopeSchema(eventOutputSchema) },
      },
    },
    async (request) => {
      const { match, eventType, timeStamp, team } = request.body;
      const event = await recordEvent(app.engine.context, {
        matchId: match,
        eventType,
        team,
        timeStamp: timeStamp === undefined ? undefined : new Date(timeStamp),
        actorId: request.user!.id,
        requestKey: request.headers['idempotency-key'],
      });
      return ok({ event });
    },
  );

  app.get(
    '/api/admin/event',
    {
      schema: {
        summary: 'Events not deleted, newest first; of one match with ?matchId=',
        tags: ['admin'],
        querystring: eventListQuerySchema,
        response: { 200: okEnvelopeSchema(eventListOutputSchema) },
      },
    },
    async (request) => ok({ events: await listEvents(app.db, request.query.matchId) }),
  );

  app.delete(
    '/api/admin/event/delete-event/:id',
    {
      schema: {
        summary: 'Deletes an event (kept for the audit); an event of a finished round re-settles it',
        tags: ['admin'],
        params: idParamsSchema,
        response: { 200: okEnvelopeSchema(eventOutputSchema) },
      },
    },
    async (request) =>
      ok({ event: await deleteEvent(app.engine.context, request.params.id, request.user!.id) }),
  );

  app.get(
    '/api/admin/event/:id/correction-preview',
    {
      schema: {
        summary:
          'What deleting the event (or, with ?team=, giving it to that team) would do to the players of a finished round it counts for: chips taken or given and later bets voided; nothing is written',
        tags: ['admin'],
        params: idParamsSchema,
        querystring: correctionPreviewQuerySchema,
        response: { 200: okEnvelopeSchema(correctionPreviewOutputSchema) },
      },
    },
    async (request) => {
      const { id } = request.params;
      const { team } = request.query;
      const change = team
        ? { change: 'team' as const, eventId: id, team }
        : { change: 'delete' as const, eventId: id };
      return ok({ preview: await previewCorrection(app.db, change, app.engine.context.clock.now()) });
    },
  );

  app.post(
    '/api/admin/event/correction-preview',
    {
      schema: {
        summary:
          'What recording this event {match, eventType, timeStamp?, team?} would do to the players of a finished round it falls in; nothing is written',
        tags: ['admin'],
        body: recordEventInputSchema,
        response: { 200: okEnvelopeSchema(correctionPreviewOutputSchema) },
      },
    },
    async (request) => {
      const { match, eventType, timeStamp, team } = request.body;
      const change = {
        change: 'add' as const,
        matchId: match,
        eventType,
        team,
        timeStamp: timeStamp === undefined ? undefined : new Date(timeStamp),
      };
      return ok({ preview: await previewCorrection(app.db, change, app.engine.context.clock.now()) });
    },
  );

  app.patch(
    '/api/admin/event/:id',
    {
      schema: {
        summary:
          "Corrects an event's team ({team: home or away}); an event of a finished round re-settles it",
        tags: ['admin'],
        params: idParamsSchema,
        body: correctEventInputSchema,
        response: { 200: okEnvelopeSchema(eventOutputSchema) },
      },
    },
    async (request) =>
      ok({
        event: await correctEventTeam(
          app.engine.context,
          request.params.id,
          request.body.team,
          request.user!.id,
        ),
      }),
  );

  app.get(
    '/api/app/game/event-statistics/:matchId',
    {
      schema: {
        summary: 'Event counts of a match by event type and round number, and by team',
        tags: ['game'],
        params: matchIdParamsSchema,
        response: { 200: okEnvelopeSchema(eventStatisticsOutputSchema) },
      },
    },
    async (request) =>
      ok({
        ...(await eventStatisticsOf(app.db, request.params.matchId)),
        serverTime: app.clock.now().toISOString(),
      }),
  );

  app.get(
    '/api/app/game/live-feed/:lobbyId',
    {
      schema: {
        summary:
          "The lobby's match moments, newest first (the latest 200, undone ones marked), and its score; members only",
        tags: ['game'],
        params: lobbyIdParamsSchema,
        response: {
          200: okEnvelopeSchema(liveFeedOutputSchema),
          400: errorEnvelopeSchema,
          403: errorEnvelopeSchema,
          404: errorEnvelopeSchema,
        },
      },
    },
    async (request) =>
      ok(
        await loadLiveFeed(
          app.hotReads,
          app.liveFeed,
          request.params.lobbyId,
          request.user!.id,
          appClock(app).now(),
        ),
      ),
  );
};
