import { z } from 'zod';
import { scoreSchema } from '../events/scoreline';
import { lobbyCodeInputSchema } from '../lobby/lobby-schemas';

const leagueName = z
  .string({ error: 'name must be text' })
  .trim()
  .min(1, 'name is required')
  .max(40, 'name is at most 40 characters');
const userId = z.string({ error: 'userId must be a user id' }).uuid('userId must be a user id');

/** POST league: a name; the caller owns the league and is its first member. */
export const createLeagueInputSchema = z.strictObject({ name: leagueName });
/** POST league/join: the league's invite code (the lobby-code alphabet). */
export const joinLeagueInputSchema = z.strictObject({ inviteCode: lobbyCodeInputSchema });
/** POST league/{id}/rename (owner only). */
export const renameLeagueInputSchema = z.strictObject({ name: leagueName });
/** POST league/{id}/remove-member (owner only). */
export const removeLeagueMemberInputSchema = z.strictObject({ userId });

export const leagueSchema = z.object({
  _id: z.string(),
  name: z.string(),
  inviteCode: z.string(),
  owner: z.string(),
  memberCount: z.number().int(),
  createdAt: z.string(),
});
export type League = z.infer<typeof leagueSchema>;
export const leagueOutputSchema = z.object({ league: leagueSchema });
export const leaguesOutputSchema = z.object({ leagues: z.array(leagueSchema) });

const leagueUser = z.object({ _id: z.string(), name: z.string() });

export const leagueStandingSchema = z.object({
  user: leagueUser,
  rank: z.number().int(),
  played: z.number().int(),
  wins: z.number().int(),
  points: z.number().int(),
  chipsWon: z.number().int(),
  /** Final ranks of the last five league lobbies played, oldest first. */
  form: z.array(z.number().int()),
});
export type LeagueStanding = z.infer<typeof leagueStandingSchema>;

export const leagueLobbySchema = z.object({
  _id: z.string(),
  lobbyCode: z.string(),
  homeTeam: z.string(),
  awayTeam: z.string(),
  /** The match's score (goals by team), as it stands now. */
  score: scoreSchema,
  status: z.string(),
  finishedAt: z.string().nullable(),
  /** The winner's name once the lobby has finished. */
  winner: z.string().nullable(),
});

/** A finished league lobby's final ranks, for each match's result and head to head. */
export const leagueResultSchema = z.object({
  lobbyId: z.string(),
  finishedAt: z.string(),
  startingChips: z.number().int(),
  standings: z.array(z.object({ userId: z.string(), rank: z.number().int(), chips: z.number().int() })),
});

/**
 * GET league/{id}: the league, its members, the table, its lobbies (newest first) and the final
 * ranks of the finished ones (oldest first).
 */
export const leagueDetailsOutputSchema = z.object({
  league: leagueSchema,
  members: z.array(leagueUser.extend({ joinedAt: z.string() })),
  standings: z.array(leagueStandingSchema),
  lobbies: z.array(leagueLobbySchema),
  results: z.array(leagueResultSchema),
});
export type LeagueDetails = z.infer<typeof leagueDetailsOutputSchema>;
