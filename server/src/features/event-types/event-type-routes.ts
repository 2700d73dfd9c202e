import {
  availableEventTypesOutputSchema,
  createEventTypeInputSchema,
  eventTypeOutputSchema,
  eventTypeSchema,
  eventTypesOutputSchema,
  idParamsSchema,
  okEnvelopeSchema,
  updateEventTypeInputSchema,
} from '@kickchips/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { noContentSchema } from '../../http/no-content';
import { ok } from '../../http/reply';
import { withNotices } from '../notices';
import { deleteEventType } from './delete-event-type';
import { toEventTypeView } from './event-type-views';
import { findEventTypeById } from './find-event-type';
import { availableEventTypes, listEventTypes } from './list-event-types';
import { matchIdsListing } from './match-event-types';
import { createEventType, updateEventType } from './save-event-type';

const eventTypeResponse = { 200: okEnvelopeSchema(eventTypeOutputSchema) };

/** The global list of event types (spec 7 /event-type, /event-type/global, /event-types/available). */
export const eventTypeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/event-type',
    {
      schema: {
        summary: 'Every event type',
        tags: ['admin'],
        response: { 200: okEnvelopeSchema(z.array(eventTypeSchema)) },
      },
    },
    async () => ok(await listEventTypes(app.db)),
  );

  app.get(
    '/api/admin/event-type/global',
    {
      schema: {
        summary: 'Every event type, as { eventTypes }',
        tags: ['admin'],
        response: { 200: okEnvelopeSchema(eventTypesOutputSchema) },
      },
    },
    async () => ok({ eventTypes: await listEventTypes(app.db) }),
  );

  app.get(
    '/api/admin/event-types/available',
    {
      schema: {
        summary: 'The Built-in and Additional lists of the event-type manager',
        tags: ['admin'],
        response: { 200: okEnvelopeSchema(availableEventTypesOutputSchema) },
      },
    },
    async () => ok({ eventTypes: await availableEventTypes(app.db) }),
  );

  app.get(
    '/api/admin/event-type/:id',
    {
      schema: {
        summary: 'An event type',
        tags: ['admin'],
        params: idParamsSchema,
        response: { 200: okEnvelopeSchema(eventTypeSchema) },
      },
    },
    async (request) => ok(toEventTypeView(await findEventTypeById(app.db, request.params.id))),
  );

  for (const url of ['/api/admin/event-type', '/api/admin/game/create-event-type']) {
    app.post(
      url,
      {
        schema: {
          summary: "Adds an event type; a name that exists is 'Event type already exists' (409)",
          tags: ['admin'],
          body: createEventTypeInputSchema,
          response: eventTypeResponse,
        },
      },
      async (request) => ok({ eventType: await createEventType(app.db, request.body, request.user!.id) }),
    );
  }

  app.route({
    method: ['POST', 'PUT'],
    url: '/api/admin/event-type/:id',
    schema: {
      summary: "Changes an event type's display name",
      tags: ['admin'],
      params: idParamsSchema,
      body: updateEventTypeInputSchema,
      response: eventTypeResponse,
    },
    handler: async (request) =>
      ok({
        eventType: await withNotices(app, async (tx, notify) => {
          const eventType = await updateEventType(tx, request.params.id, request.body, request.user!.id);
          // a match's odds show the display name
          for (const matchId of await matchIdsListing(tx, request.params.id)) {
            notify({ type: 'match.changed', matchId });
          }
          return eventType;
        }),
      }),
  });

  app.delete(
    '/api/admin/event-type/:id',
    {
      schema: {
        summary: 'Deletes an event type nothing uses; built-in ones stay',
        tags: ['admin'],
        params: idParamsSchema,
        response: { 204: noContentSchema },
      },
    },
    async (request, reply) => {
      await deleteEventType(app.db, request.params.id, request.user!.id);
      return reply.status(204).send();
    },
  );
};
