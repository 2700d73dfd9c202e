import { z } from 'zod';

/**
 * PUT /api/admin/match/{matchId}/pricing: whether the game prices the match itself, with what
 * margin, and whether it offers lines per team.
 */
export const matchPricingInputSchema = z
  .strictObject({
    autoPricing: z.boolean({ error: 'autoPricing must be true or false' }).optional(),
    priceMargin: z
      .number({ error: 'priceMargin must be a number' })
      .min(0, 'priceMargin must be at least 0')
      .max(0.5, 'priceMargin must be at most 0.5 (50 %)')
      .optional(),
    teamLines: z.boolean({ error: 'teamLines must be true or false' }).optional(),
  })
  .refine(
    (input) =>
      input.autoPricing !== undefined || input.priceMargin !== undefined || input.teamLines !== undefined,
    { error: 'body: give autoPricing, priceMargin or teamLines' },
  );
export type MatchPricingInput = z.infer<typeof matchPricingInputSchema>;

/** teamLines: whether the model also offers lines per team (goals, corners, shots, cards). */
export const matchPricingSchema = z.object({
  autoPricing: z.boolean(),
  priceMargin: z.number(),
  teamLines: z.boolean(),
});
export type MatchPricing = z.infer<typeof matchPricingSchema>;
