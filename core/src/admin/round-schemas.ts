import { z } from 'zod';

export const END_MINUTE_MESSAGE = 'End minute must be greater than start minute.';

const roundNumber = z
  .number({ error: 'Round Number must be a number' })
  .int('Round Number must be a whole number')
  .min(1, 'Round Number must be at least 1')
  .max(99, 'Round Number must be at most 99');
const startMinute = z
  .number({ error: 'Start Minute must be a number' })
  .int('Start Minute must be a whole number')
  .min(0, 'Start Minute must be at least 0')
  .max(200, 'Start Minute must be at most 200');
const endMinute = z
  .number({ error: 'End Minute must be a number' })
  .int('End Minute must be a whole number')
  .min(1, END_MINUTE_MESSAGE)
  .max(200, 'End Minute must be at most 200')
  .nullable();

/** A round (spec 3); no end minute means it lasts until the next round or the end of the half. */
export const matchRoundSchema = z.object({
  _id: z.string(),
  match: z.string(),
  half: z.string(),
  halfNumber: z.number(),
  roundNumber: z.number(),
  startMinute: z.number(),
  endMinute: z.number().nullable(),
  status: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type MatchRound = z.infer<typeof matchRoundSchema>;

const endsAfterStart = (v: { startMinute?: number; endMinute?: number | null }) =>
  v.endMinute == null || v.startMinute === undefined || v.endMinute > v.startMinute;

/** Create round (spec 7). */
export const createRoundInputSchema = z
  .strictObject({
    halfId: z.string().uuid('must be a half id'),
    roundNumber,
    startMinute,
    endMinute: endMinute.optional(),
  })
  .refine(endsAfterStart, { message: END_MINUTE_MESSAGE, path: ['endMinute'] });
export type CreateRoundInput = z.infer<typeof createRoundInputSchema>;

/** Editing a round: any of its numbers; the end is checked against the stored start too. */
export const updateRoundInputSchema = z
  .strictObject({ roundNumber, startMinute, endMinute })
  .partial()
  .refine(endsAfterStart, { message: END_MINUTE_MESSAGE, path: ['endMinute'] });
export type UpdateRoundInput = z.infer<typeof updateRoundInputSchema>;
