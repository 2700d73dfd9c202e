import { z } from 'zod';
import { leaderboardEntrySchema, lobbyMemberSchema } from '../lobby/lobby-details-schemas';

/** A bettor's numbers once their bet is in: never what was bet, on which line or how much. */
export const lobbyDeltaBetSchema = z.object({
  userId: z.string(),
  chips: z.number().int(),
  /** Chips staked on the bettor's bets not settled yet, this one included. */
  inPlay: z.number().int(),
  betsPlaced: z.number().int(),
});
export type LobbyDeltaBet = z.infer<typeof lobbyDeltaBetSchema>;

/** A member who came in: their row of the player list and their leaderboard numbers (ranked by the reader). */
export const lobbyDeltaJoinSchema = z.object({
  member: lobbyMemberSchema,
  entry: leaderboardEntrySchema.omit({ rank: true }),
});
export type LobbyDeltaJoin = z.infer<typeof lobbyDeltaJoinSchema>;

/**
 * What changed in a lobby's player list and leaderboard, for screens to apply without a request:
 * bets placed (on `roundId`, the round taking bets), members who joined, members who left or were
 * removed. Any of the lists may be empty.
 */
export const lobbyDeltaSchema = z.object({
  type: z.literal('lobby.delta'),
  lobbyId: z.string(),
  /** The round the bets in `bets` went on; absent when there are none. */
  roundId: z.string().optional(),
  bets: z.array(lobbyDeltaBetSchema),
  joined: z.array(lobbyDeltaJoinSchema),
  left: z.array(z.string()),
});
export type LobbyDelta = z.infer<typeof lobbyDeltaSchema>;

/**
 * The notices the server pushes. Most say "this changed" with ids only, and the client refetches
 * what they name, so REST stays the source of truth and a lost notice only delays a screen;
 * `lobby.delta` carries the change itself, so that a bet costs the other screens no request.
 */
export const pushMessageSchema = z.discriminatedUnion('type', [
  /** Players, chips, settings or bets of a lobby changed: read the lobby again. */
  z.object({ type: z.literal('lobby.changed'), lobbyId: z.string() }),
  lobbyDeltaSchema,
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
