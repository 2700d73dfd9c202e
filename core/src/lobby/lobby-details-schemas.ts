import { z } from 'zod';
import { teamSideSchema } from '../events/team-side';
import { gameSettingsSchema } from '../settings/game-settings-schema';
import { lobbyMatchSchema, lobbyRoleSchema } from './lobby-schemas';

const isoTime = z.string().nullable();

export const lobbyMemberUserSchema = z.object({
  _id: z.string(),
  /** The username, or the account name for a user who has not chosen one. */
  username: z.string(),
  name: z.string(),
  avatarUrl: z.string().nullable(),
});
export type LobbyMemberUser = z.infer<typeof lobbyMemberUserSchema>;

export const lobbyMemberSchema = z.object({
  user: lobbyMemberUserSchema,
  role: lobbyRoleSchema,
  chips: z.number().int(),
  eliminated: z.boolean(),
});
export type LobbyMember = z.infer<typeof lobbyMemberSchema>;

export const lobbyHalfSchema = z.object({
  _id: z.string(),
  halfNumber: z.number().int(),
  status: z.string(),
  startTime: isoTime,
  endTime: isoTime,
});
export type LobbyHalf = z.infer<typeof lobbyHalfSchema>;

/** A round with the server's timing (game-rules 1): clients only display it. */
export const lobbyRoundSchema = z.object({
  _id: z.string(),
  roundNumber: z.number().int(),
  halfNumber: z.number().int(),
  startMinute: z.number(),
  endMinute: z.number().nullable(),
  /** upcoming or active, by the server clock. */
  status: z.string(),
  /** When the round starts and ends (ISO), once its half has a start time and its end is known. */
  startsAt: isoTime,
  endsAt: isoTime,
  /** When betting on this round closes (ISO), once its half has a start time. */
  bettingClosesAt: isoTime,
  /** elapsed / (elapsed + remaining) of the round, 0..1. */
  progress: z.number(),
});
export type LobbyRound = z.infer<typeof lobbyRoundSchema>;

export const lobbyOddSchema = z.object({
  _id: z.string(),
  eventType: z.string(),
  betType: z.string(),
  threshold: z.number(),
  odds: z.number(),
  /** The price for the round before, when it was on offer then: the screen shows which way it moved. */
  previousOdds: z.number().nullable(),
  /** A line on one team's count; absent for a line on the whole match. */
  team: teamSideSchema.optional(),
});
export type LobbyOdd = z.infer<typeof lobbyOddSchema>;

/**
 * A leaderboard row, ranked by chips + inPlay, then bets won, then earlier join (game-rules 8, 12);
 * equal players share a rank.
 */
export const leaderboardEntrySchema = z.object({
  user: lobbyMemberUserSchema,
  chips: z.number().int(),
  /** Chips staked on the player's bets not settled yet. */
  inPlay: z.number().int(),
  betsPlaced: z.number().int(),
  /** Bets won or lost (void and pending ones are not), what Win Rate divides by. */
  betsSettled: z.number().int(),
  betsWon: z.number().int(),
  rank: z.number().int(),
});
export type LeaderboardEntry = z.infer<typeof leaderboardEntrySchema>;

/** GET game/lobby-details/{lobbyId}: everything the in-game screen polls for. */
export const lobbyDetailsSchema = z.object({
  lobby: z.object({
    _id: z.string(),
    lobbyCode: z.string(),
    gameSettings: gameSettingsSchema,
    hostUser: z.object({ _id: z.string(), username: z.string() }),
    status: z.string(),
    /** Locked by the host: nobody new may join. */
    locked: z.boolean(),
    createdAt: z.string(),
  }),
  match: lobbyMatchSchema.extend({
    clockSpeed: z.number(),
    scheduledAt: isoTime,
    halves: z.array(lobbyHalfSchema),
  }),
  /** Members present now, by join time (the host first). */
  users: z.array(lobbyMemberSchema),
  activeRounds: z.array(lobbyRoundSchema),
  upcomingRounds: z.array(lobbyRoundSchema),
  /** The round that ended last, so a screen can show the round-end transition (spec 4). */
  lastEndedRound: lobbyRoundSchema.nullish(),
  odds: z.array(lobbyOddSchema),
  leaderboard: z.array(leaderboardEntrySchema),
  /** Number of the round in play, null when none is. */
  activeRoundNum: z.number().int().nullable(),
  /** The round a bet placed now goes on (game-rules 3), null when none is left. */
  nextBettableRoundId: z.string().nullable(),
  /** Whether bets on that round are taken now, and until when (ISO). */
  betting: z.object({
    status: z.enum(['open', 'closing-soon', 'closed']),
    closesAt: isoTime,
    /** When the closing-soon warning starts (ISO): the web switches to it locally from then on. */
    warnsAt: isoTime,
  }),
  /**
   * The present members with a bet on the round open for betting (`nextBettableRoundId`): who has
   * bet, never on what or how much. Empty when no round takes bets.
   */
  betPlacedBy: z.array(z.string()),
  currentUser: z.object({
    _id: z.string(),
    role: lobbyRoleSchema,
    chips: z.number().int(),
    eliminated: z.boolean(),
  }),
  /** The server's clock (ISO), so that countdowns can correct the client's skew. */
  serverTime: z.string(),
});
export type LobbyDetails = z.infer<typeof lobbyDetailsSchema>;
