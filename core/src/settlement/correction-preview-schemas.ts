import { z } from 'zod';
import { teamSideSchema } from '../events/team-side';

/** GET admin/event/{id}/correction-preview: with `team`, giving the event to that team; without, deleting it. */
export const correctionPreviewQuerySchema = z.object({ team: teamSideSchema.optional() });

/** What a correction would do to one player's chips and bets. */
const correctionEffectSchema = z.object({
  name: z.string(),
  /** Chips it gives (positive) or takes (negative). */
  chips: z.number().int(),
  /** Later bets it voids because the player would not have had their stake. */
  voidedBets: z.number().int(),
  /** Bets an earlier correction voided that it gives back. */
  restoredBets: z.number().int(),
});
export type CorrectionEffect = z.infer<typeof correctionEffectSchema>;

/**
 * What a correction would do (game-rules 16), as the admin confirms it: the round it corrects (null
 * when the event's round is not finished: then it is no correction) and each player it touches.
 */
export const correctionPreviewOutputSchema = z.object({
  preview: z.object({
    roundNumber: z.number().int().nullable(),
    effects: z.array(correctionEffectSchema),
  }),
});
export type CorrectionPreview = z.infer<typeof correctionPreviewOutputSchema>['preview'];
