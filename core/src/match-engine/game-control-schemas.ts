import { z } from 'zod';
import { halfNumberSchema, matchHalfSchema } from '../admin/half-schemas';
import { matchRoundSchema } from '../admin/round-schemas';

const matchId = z.string({ error: 'matchId is required' }).uuid('must be a match id');

/** Start half 1 and start half 2 (spec 7): the half starts at the next full minute. */
export const startHalfInputSchema = z.strictObject({ matchId });
export type StartHalfInput = z.infer<typeof startHalfInputSchema>;

/** End half (spec 7): the active half ends now; ending the last half completes the match. */
export const endGameHalfInputSchema = z.strictObject({ matchId, halfNumber: halfNumberSchema });
export type EndGameHalfInput = z.infer<typeof endGameHalfInputSchema>;

/** End match: every half that is not finished ends now and the match is completed. */
export const endMatchInputSchema = z.strictObject({ matchId });
export type EndMatchInput = z.infer<typeof endMatchInputSchema>;

export const endMatchOutputSchema = z.object({
  match: z.object({ _id: z.string(), status: z.string() }),
  halfs: z.array(matchHalfSchema),
});
export type EndMatchOutput = z.infer<typeof endMatchOutputSchema>;

/** Update rounds (spec 7): the server re-evaluates the round statuses of a half now. */
export const updateRoundsInputSchema = z.strictObject({
  halfId: z.string({ error: 'halfId is required' }).uuid('must be a half id'),
});
export type UpdateRoundsInput = z.infer<typeof updateRoundsInputSchema>;

export const roundsOutputSchema = z.object({ rounds: z.array(matchRoundSchema) });

/** Manual trigger: runs one tick of the game clock now; the body is ignored. */
export const manualTriggerOutputSchema = z.object({ serverTime: z.string() });
