import { z } from 'zod';

/** What a notification tells its user, by kind, with what the screen needs to say it and link it. */
export const notificationDataSchema = z.discriminatedUnion('kind', [
  /** A lobby was made for you to join: in your league, or a rematch of your group. */
  z.object({
    kind: z.literal('lobby.invited'),
    lobbyId: z.string(),
    lobbyCode: z.string(),
    byName: z.string(),
    leagueName: z.string().nullable(),
  }),
  /** You were taken out of a lobby by its host or an admin. */
  z.object({
    kind: z.literal('lobby.removed'),
    lobbyId: z.string(),
    lobbyCode: z.string(),
    by: z.enum(['host', 'admin']),
  }),
  /** Someone joined a league you own. */
  z.object({
    kind: z.literal('league.joined'),
    leagueId: z.string(),
    leagueName: z.string(),
    memberName: z.string(),
  }),
  /** A correction re-settled one of your bets. */
  z.object({
    kind: z.literal('result.changed'),
    lobbyId: z.string(),
    roundNumber: z.number().int(),
    oldOutcome: z.string(),
    newOutcome: z.string(),
    /** Chips the correction gave (positive) or took (negative). */
    chips: z.number().int(),
    /** The round of the bet, when it is a later one than the round corrected. */
    betRoundNumber: z.number().int().optional(),
    /** Why the bet is now void, when the correction voided it (game-rules 16). */
    reason: z.string().optional(),
  }),
]);
export type NotificationData = z.infer<typeof notificationDataSchema>;
export type NotificationKind = NotificationData['kind'];

export const notificationSchema = z.object({
  _id: z.string(),
  createdAt: z.string(),
  readAt: z.string().nullable(),
  data: notificationDataSchema,
});
export type Notification = z.infer<typeof notificationSchema>;

/** GET notifications: the newest first, and how many are unread. */
export const notificationsOutputSchema = z.object({
  notifications: z.array(notificationSchema),
  unread: z.number().int(),
});
export type NotificationsOutput = z.infer<typeof notificationsOutputSchema>;

/** POST notifications/read: these ids, or every notification when none are named. */
export const readNotificationsInputSchema = z.strictObject({
  ids: z
    .array(z.string().uuid('ids: each must be a notification id'), { error: 'ids must be a list of ids' })
    .max(100, 'ids: at most 100 at once')
    .optional(),
});
