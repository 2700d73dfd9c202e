import {
  addMatchEventTypeInputSchema,
  addMatchEventTypeOutputSchema,
  eventTypeNameParamsSchema,
  idParamsSchema,
  matchEventTypesOutputSchema,
  matchIdParamsSchema,
  okEnvelopeSchema,
  reorderMatchEventTypesInputSchema,
} from '@kickchips/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/reply';
import { listMatchEventTypes } from '../event-types';
import { findMatchRow } from '../matches';
import { withNotices } from '../notices';
import { addMatchEventType } from './add-match-event-type';
import { removeMatchEventType } from './remove-match-event-type';
import { reorderMatchEventTypes } from './reorder-match-event-types';

const listResponse = { 200: okEnvelopeSchema(matchEventTypesOutputSchema) };

/** The event-type manager 'Match Odds Event Types' (spec 2 and 7). */
export const matchEventTypeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/match/:id/event-types',
    {
      schema: {
        summary: "A match's event types in order",
        tags: ['admin'],
        params: idParamsSchema,
        response: listResponse,
      },
    },
    async (request) => {
      await findMatchRow(app.db, request.params.id);
      return ok({ eventTypes: await listMatchEventTypes(app.db, request.params.id) });
    },
  );

  app.post(
    '/api/admin/match/:matchId/event-types/add',
    {
      schema: {
        summary: 'Adds a known or a new custom event type to a match, with optional customOdds',
        tags: ['admin'],
        params: matchIdParamsSchema,
        body: addMatchEventTypeInputSchema,
        response: { 200: okEnvelopeSchema(addMatchEventTypeOutputSchema) },
      },
    },
    async (request) =>
      ok(
        await withNotices(app, async (tx, notify) => {
          notify({ type: 'match.changed', matchId: request.params.matchId });
          return addMatchEventType(tx, request.params.matchId, request.body, request.user!.id);
        }),
      ),
  );

  app.delete(
    '/api/admin/match/:matchId/event-types/:name',
    {
      schema: {
        summary: 'Removes an event type and its odds from a match, unless bets were placed on it',
        tags: ['admin'],
        params: eventTypeNameParamsSchema,
        response: listResponse,
      },
    },
    async (request) => {
      const { matchId, name } = request.params;
      const eventTypes = await withNotices(app, async (tx, notify) => {
        notify({ type: 'match.changed', matchId });
        return removeMatchEventType(tx, matchId, name, request.user!.id);
      });
      return ok({ eventTypes });
    },
  );

  app.put(
    '/api/admin/match/:matchId/event-types/reorder',
    {
      schema: {
        summary: "Orders a match's event types: eventTypeOrder lists names in order",
        tags: ['admin'],
        params: matchIdParamsSchema,
        body: reorderMatchEventTypesInputSchema,
        response: listResponse,
      },
    },
    async (request) => {
      const order = request.body.eventTypeOrder;
      const { matchId } = request.params;
      const eventTypes = await withNotices(app, async (tx, notify) => {
        notify({ type: 'match.changed', matchId });
        return reorderMatchEventTypes(tx, matchId, order, request.user!.id);
      });
      return ok({ eventTypes });
    },
  );
};
