import {
  idParamsSchema,
  matchIdParamsSchema,
  matchPricingInputSchema,
  matchPricingSchema,
  oddOutputSchema,
  okEnvelopeSchema,
} from '@kickchips/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/reply';
import { withNotices } from '../notices';
import { setMatchPricing } from './set-match-pricing';
import { unpinOdd } from './unpin-odd';

/** The admin's hold on automatic pricing: a match's switch and margin, and handing a pinned line back. */
export const pricingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/api/admin/match/:matchId/pricing',
    {
      schema: {
        summary: "Switches a match's automatic pricing on or off, or sets its margin",
        tags: ['admin'],
        params: matchIdParamsSchema,
        body: matchPricingInputSchema,
        response: { 200: okEnvelopeSchema(matchPricingSchema) },
      },
    },
    async (request) => {
      const { matchId } = request.params;
      const pricing = await withNotices(app, async (tx, notify) => {
        const saved = await setMatchPricing(tx, matchId, request.body, request.user!.id);
        notify({ type: 'match.changed', matchId });
        return saved;
      });
      return ok(pricing);
    },
  );

  app.post(
    '/api/admin/odds/:id/unpin',
    {
      schema: {
        summary: 'Hands a pinned line back to automatic pricing',
        tags: ['admin'],
        params: idParamsSchema,
        response: { 200: okEnvelopeSchema(oddOutputSchema) },
      },
    },
    async (request) => {
      const odd = await withNotices(app, async (tx, notify) => {
        const unpinned = await unpinOdd(tx, request.params.id, request.user!.id);
        notify({ type: 'match.changed', matchId: unpinned.match });
        return unpinned;
      });
      return ok({ odds: odd });
    },
  );
};
