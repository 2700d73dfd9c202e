import { z } from 'zod';
import { scoreSchema } from '../events/scoreline';
import { lobbyMemberUserSchema } from '../lobby/lobby-details-schemas';

/** A row of a finished lobby's final standings (game-rules 8): won is WIN in previous results. */
export const finalStandingSchema = z.object({
  user: lobbyMemberUserSchema,
  rank: z.number().int(),
  chips: z.number().int(),
  betsPlaced: z.number().int(),
  betsWon: z.number().int(),
  /** Chips of the tournament prize pool received; 0 outside a tournament. */
  share: z.number().int(),
  won: z.boolean(),
});
export type FinalStanding = z.infer<typeof finalStandingSchema>;

/** GET game/final-standings/{lobbyId}: empty with a null winner until the lobby has finished. */
export const finalStandingsOutputSchema = z.object({
  finished: z.boolean(),
  standings: z.array(finalStandingSchema),
  /** The first player at rank 1 who won; null before the end. */
  winner: lobbyMemberUserSchema.nullable(),
});
export type FinalStandingsOutput = z.infer<typeof finalStandingsOutputSchema>;

/** A previous result of the caller (spec 3 "Previous result"). */
export const previousResultSchema = z.object({
  lobbyId: z.string(),
  lobbyCode: z.string(),
  homeTeam: z.string(),
  awayTeam: z.string(),
  /** The match's score (goals by team), as it stands now. */
  score: scoreSchema,
  startTime: z.string().nullable(),
  position: z.number().int(),
  totalPlayers: z.number().int(),
  userWon: z.boolean(),
  leaderboard: z.array(finalStandingSchema),
});
export type PreviousResult = z.infer<typeof previousResultSchema>;
export const userResultsOutputSchema = z.object({ results: z.array(previousResultSchema) });
export type UserResultsOutput = z.infer<typeof userResultsOutputSchema>;
