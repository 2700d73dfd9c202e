import { z } from 'zod';
import { eventTypeNameSchema } from '../admin/event-type-name';
import { teamSideSchema } from '../events/team-side';

/** When an event happened: an ISO date-time or milliseconds since the epoch. */
const timeStampSchema = z.union(
  [z.iso.datetime({ offset: true }), z.number().int().min(0).max(8_640_000_000_000_000)],
  { error: 'timeStamp must be an ISO date-time or milliseconds since the epoch' },
);

/**
 * POST event (spec 7): body {match, eventType, timeStamp, team}; timeStamp defaults to now, and
 * team (home or away) is optional: an event without one still counts for its event type.
 */
export const recordEventInputSchema = z.strictObject({
  match: z.string({ error: 'match is required' }).uuid('must be a match id'),
  eventType: eventTypeNameSchema,
  timeStamp: timeStampSchema.optional(),
  team: teamSideSchema.optional(),
});
export type RecordEventInput = z.infer<typeof recordEventInputSchema>;

/** The header that makes POST event safe to repeat: one fresh key per tap. */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

/** POST event's headers: an optional Idempotency-Key of 8 to 200 visible characters. */
export const recordEventHeadersSchema = z.looseObject({
  'idempotency-key': z
    .string()
    .regex(/^[\x21-\x7e]{8,200}$/, 'Idempotency-Key must be 8 to 200 visible characters')
    .optional(),
});

/** An event recorded on the pitch (spec 3). */
export const matchEventSchema = z.object({
  _id: z.string(),
  match: z.string(),
  eventType: z.string(),
  timeStamp: z.string(),
  createdAt: z.string(),
  recordedBy: z.string().nullable(),
  /** The team the event went to; absent when it was recorded without one. */
  team: teamSideSchema.optional(),
});
export type MatchEvent = z.infer<typeof matchEventSchema>;

/** PATCH /api/admin/event/{id}: corrects the team of an event; its round re-settles when it has ended. */
export const correctEventInputSchema = z.strictObject({ team: teamSideSchema });
export type CorrectEventInput = z.infer<typeof correctEventInputSchema>;

export const eventOutputSchema = z.object({ event: matchEventSchema });
export const eventListOutputSchema = z.object({ events: z.array(matchEventSchema) });
export const eventListQuerySchema = z.object({ matchId: z.string().uuid('must be a match id').optional() });

/** One event type's events in a round by the team they went to; `untagged` were recorded without one. */
const teamCountsSchema = z.object({ home: z.number(), away: z.number(), untagged: z.number() });

/**
 * GET game/event-statistics/{matchId}: event type -> round number -> count (spec 3), and the same
 * by team (`byTeam`), which lines on a team are followed by (game-rules 6).
 */
export const eventStatisticsOutputSchema = z.object({
  statistics: z.record(z.string(), z.record(z.string(), z.number())),
  byTeam: z.record(z.string(), z.record(z.string(), teamCountsSchema)),
  serverTime: z.string(),
});
export type EventStatisticsOutput = z.infer<typeof eventStatisticsOutputSchema>;
