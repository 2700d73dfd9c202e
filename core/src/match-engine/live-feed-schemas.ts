import { z } from 'zod';
import { scoreSchema } from '../events/scoreline';
import { teamSideSchema } from '../events/team-side';

/** One moment of the live feed: "23' Goal – Riverside Rovers · Round 3". */
export const liveFeedItemSchema = z.object({
  /** The event's id. */
  _id: z.string(),
  eventType: z.string(),
  /** The team the event went to; absent when it was recorded without one. */
  team: teamSideSchema.optional(),
  /** The match minute as football writes it (matchMinuteLabel): "23'", "45+2'". */
  minuteLabel: z.string(),
  halfNumber: z.number().int(),
  /** The round the event counts for; absent when it fell outside every round. */
  roundNumber: z.number().int().optional(),
  timeStamp: z.string(),
  /** True when an admin undid the event: the feed keeps it as a short note, and it counts for nothing. */
  undone: z.boolean(),
});
export type LiveFeedItem = z.infer<typeof liveFeedItemSchema>;

/** GET /api/app/game/live-feed/{lobbyId}: the lobby's match moments, newest first, and its score. */
export const liveFeedOutputSchema = z.object({
  items: z.array(liveFeedItemSchema),
  score: scoreSchema,
  serverTime: z.string(),
});
export type LiveFeedOutput = z.infer<typeof liveFeedOutputSchema>;
