import { z } from 'zod';

export const TIMELINE_FORMATS = ['csv', 'metrica'] as const;
export type TimelineFormat = (typeof TIMELINE_FORMATS)[number];

/**
 * POST game/replay: the server plays a recorded match on a match that has not started. `csv` is
 * the project's own `half,second,eventType` format; `metrica` is Metrica Sports' open event CSV.
 */
export const replayInputSchema = z.strictObject({
  matchId: z.string({ error: 'matchId is required' }).uuid('must be a match id'),
  format: z.enum(TIMELINE_FORMATS, { error: `format must be one of ${TIMELINE_FORMATS.join(', ')}` }),
  timeline: z
    .string({ error: 'timeline must be text' })
    .min(1, 'timeline must not be empty')
    .max(900_000, 'timeline is at most 900000 characters'),
  clockSpeed: z
    .number({ error: 'clockSpeed must be a number' })
    .positive('clockSpeed must be above 0')
    .max(60, 'clockSpeed must be at most 60')
    .default(1),
});
export type ReplayInput = z.input<typeof replayInputSchema>;

export const replaySchema = z.object({
  _id: z.string(),
  match: z.string(),
  format: z.string(),
  clockSpeed: z.number(),
  status: z.string(),
  /** Events the server will record, by half. */
  events: z.number(),
  halves: z.array(z.object({ halfNumber: z.number(), lengthSeconds: z.number() })),
  /** Timeline rows left out: types with no mapping, or not configured for the match. */
  skipped: z.number(),
  createdAt: z.string(),
});
export type Replay = z.infer<typeof replaySchema>;

export const replayOutputSchema = z.object({ replay: replaySchema });
