import {
  idParamsSchema,
  matchIdParamsSchema,
  matchPricingInputSchema,
  matchPricingSchema,
  type Odd,
  oddOutputSchema,
  okEnvelopeSchema,
} from '@kickchips/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Tx } from '../../db/database';
import { ok } from '../../http/reply';
import { withNotices } from '../notices';
import { offerOddAgain } from './offer-odd-again';
import { setMatchPricing } from './set-match-pricing';
import { unpinOdd } from './unpin-odd';

/**
 * The admin's hold on automatic pricing: a match's switch and margin, handing a pinned line back,
 * and offering a withdrawn line again.
 */
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

  /** An action on one line that hands it to the pricing model; its match's screens are told. */
  const lineAction = (
    url: string,
    summary: string,
    act: (tx: Tx, oddId: string, actorId: string) => Promise<Odd>,
  ) =>
    app.post(
      url,
      {
        schema: {
          summary,
          tags: ['admin'],
          params: idParamsSchema,
          response: { 200: okEnvelopeSchema(oddOutputSchema) },
        },
      },
      async (request) => {
        const odd = await withNotices(app, async (tx, notify) => {
          const changed = await act(tx, request.params.id, request.user!.id);
          notify({ type: 'match.changed', matchId: changed.match });
          return changed;
        });
        return ok({ odds: odd });
      },
    );

  lineAction('/api/admin/odds/:id/unpin', 'Hands a pinned line back to automatic pricing', unpinOdd);
  lineAction(
    '/api/admin/odds/:id/offer-again',
    'Offers a withdrawn automatic line again: the pricing model prices it at the next tick',
    offerOddAgain,
  );
};
