import { z } from 'zod';
import { eventTypeNameSchema } from './event-type-name';
import { customOddSchema, oddSchema } from './odds-schemas';

export const eventTypeSchema = z.object({
  _id: z.string(),
  name: z.string(),
  displayName: z.string(),
  kind: z.string(),
});
export type EventType = z.infer<typeof eventTypeSchema>;

/** An event type of one match, in the order the odds editor shows them. */
export const matchEventTypeSchema = z.object({
  _id: z.string(),
  name: z.string(),
  displayName: z.string(),
  position: z.number(),
});
export type MatchEventType = z.infer<typeof matchEventTypeSchema>;

export const eventTypesOutputSchema = z.object({ eventTypes: z.array(eventTypeSchema) });
export const eventTypeOutputSchema = z.object({ eventType: eventTypeSchema });
export const matchEventTypesOutputSchema = z.object({ eventTypes: z.array(matchEventTypeSchema) });
/** Adding an event type to a match answers the match's list and the odds made from customOdds. */
export const addMatchEventTypeOutputSchema = z.object({
  eventTypes: z.array(matchEventTypeSchema),
  odds: z.array(oddSchema),
});

/** The Built-in and Additional lists of the event-type manager; custom types join the second. */
export const availableEventTypesOutputSchema = z.object({
  eventTypes: z.object({ builtIn: z.array(eventTypeSchema), configurable: z.array(eventTypeSchema) }),
});

export const createEventTypeInputSchema = z.strictObject({
  name: eventTypeNameSchema,
  displayName: eventTypeNameSchema.optional(),
  kind: z.enum(['configurable', 'custom'], { error: 'must be configurable or custom' }).optional(),
});
export type CreateEventTypeInput = z.infer<typeof createEventTypeInputSchema>;

/** Only the display name changes: odds, bets and events refer to an event type by its name. */
export const updateEventTypeInputSchema = z.strictObject({ displayName: eventTypeNameSchema });

export const eventTypeNameParamsSchema = z.object({
  matchId: z.string().uuid('must be a match id'),
  name: eventTypeNameSchema,
});

export const addMatchEventTypeInputSchema = z.strictObject({
  eventTypeName: eventTypeNameSchema,
  customOdds: z.array(customOddSchema).max(50, 'at most 50 odds').optional(),
});
export type AddMatchEventTypeInput = z.infer<typeof addMatchEventTypeInputSchema>;

export const reorderMatchEventTypesInputSchema = z.strictObject({
  eventTypeOrder: z.array(eventTypeNameSchema).max(100, 'at most 100 event types'),
});
