import { z } from 'zod';
import { scoreSchema } from '../events/scoreline';
import { lobbyPersonSchema } from './lobby-schemas';

/** One entry of the OPEN LOBBIES list (spec 2, Join tab). */
export const openLobbySchema = z.object({
  _id: z.string(),
  lobbyCode: z.string(),
  match: z.object({
    homeTeam: z.string(),
    awayTeam: z.string(),
    /** Start of the match's displayed half, else its planned kick-off (ISO), else null. */
    startTime: z.string().nullable(),
    /** Number of the displayed half, null when no half is displayed. */
    halfNumber: z.number().int().nullable(),
    /** Goals by team so far. */
    score: scoreSchema,
  }),
  hostUser: lobbyPersonSchema,
  playerCount: z.number().int(),
  maxPlayers: z.number().int(),
  /**
   * The PRE-MATCH BETTING badge: the displayed half is upcoming or starts later, or no half is
   * active, and no half has been played yet.
   */
  preMatchBetting: z.boolean(),
  /** The HALF-TIME badge: a half has been played, none is in play and another is still to come. */
  halfTime: z.boolean(),
});
export type OpenLobby = z.infer<typeof openLobbySchema>;

/** GET lobby: public lobbies with room whose match is not completed, newest first. */
export const openLobbiesOutputSchema = z.object({ lobbies: z.array(openLobbySchema) });
export type OpenLobbiesOutput = z.infer<typeof openLobbiesOutputSchema>;
