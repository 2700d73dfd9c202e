import { z } from 'zod';
import { optionalBody } from './optional-body';

export const halfNumberSchema = z
  .number({ error: 'Half Number must be a number' })
  .int('Half Number must be a whole number')
  .min(1, 'Half Number must be at least 1')
  .max(9, 'Half Number must be at most 9');

/** A match half (spec 3), with the count the halfs table shows. */
export const matchHalfSchema = z.object({
  _id: z.string(),
  match: z.string(),
  halfNumber: z.number(),
  status: z.string(),
  startTime: z.string().nullable(),
  endTime: z.string().nullable(),
  roundsCount: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type MatchHalf = z.infer<typeof matchHalfSchema>;

/**
 * Create half (spec 7). A half is made 'upcoming'; the match engine's Start makes it active, so
 * that its start time is always set by the server.
 */
export const createHalfInputSchema = z.strictObject({
  matchId: z.string().uuid('must be a match id'),
  halfNumber: halfNumberSchema,
  status: z.literal('upcoming', { error: "a new half is 'upcoming'; Start makes it active" }).optional(),
});
export type CreateHalfInput = z.infer<typeof createHalfInputSchema>;

export const updateHalfInputSchema = z.strictObject({ halfNumber: halfNumberSchema });

/** POST matchHalf/end/{halfId}: the end time, now when absent. */
export const endHalfInputSchema = optionalBody(
  z.strictObject({
    endTime: z.iso.datetime({ offset: true, error: 'must be an ISO date-time' }).optional(),
  }),
);
