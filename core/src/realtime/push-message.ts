import { z } from 'zod';

/**
 * The small notices the server pushes: "this changed". They carry ids only; the client refetches
 * what they name, so REST stays the source of truth and a lost notice only delays a screen.
 */
export const pushMessageSchema = z.discriminatedUnion('type', [
  /** Players, chips, settings or bets of a lobby changed. */
  z.object({ type: z.literal('lobby.changed'), lobbyId: z.string() }),
  /** A chat message was posted in a lobby. */
  z.object({ type: z.literal('chat.message'), lobbyId: z.string() }),
  /** Halves, rounds, odds or status of a match changed. */
  z.object({ type: z.literal('match.changed'), matchId: z.string() }),
  /** An event was recorded or deleted in a match. */
  z.object({ type: z.literal('match.event'), matchId: z.string() }),
  /** A round of a match was settled (or re-settled after a correction). */
  z.object({ type: z.literal('round.settled'), matchId: z.string(), roundId: z.string() }),
  /** The open lobby list changed. */
  z.object({ type: z.literal('lobbies.changed') }),
  /** A user has a new notification (GET notifications). */
  z.object({ type: z.literal('user.notified'), userId: z.string() }),
]);

export type PushMessage = z.infer<typeof pushMessageSchema>;
