import { z } from 'zod';

/** PUT /api/admin/match/{matchId}/pricing: whether the game prices the match itself, and with what margin. */
export const matchPricingInputSchema = z
  .strictObject({
    autoPricing: z.boolean({ error: 'autoPricing must be true or false' }).optional(),
    priceMargin: z
      .number({ error: 'priceMargin must be a number' })
      .min(0, 'priceMargin must be at least 0')
      .max(0.5, 'priceMargin must be at most 0.5 (50 %)')
      .optional(),
  })
  .refine((input) => input.autoPricing !== undefined || input.priceMargin !== undefined, {
    error: 'body: give autoPricing or priceMargin',
  });
export type MatchPricingInput = z.infer<typeof matchPricingInputSchema>;

export const matchPricingSchema = z.object({ autoPricing: z.boolean(), priceMargin: z.number() });
export type MatchPricing = z.infer<typeof matchPricingSchema>;
