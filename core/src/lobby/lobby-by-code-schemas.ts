import { z } from 'zod';
import { gameSettingsSchema } from '../settings/game-settings-schema';
import { lobbyMatchSchema, lobbyPersonSchema, lobbyRoleSchema } from './lobby-schemas';

/** GET game/lobby-by-code/{code}: enough to choose a role and join (spec 2, Dialogs). */
export const lobbyByCodeSchema = z.object({
  _id: z.string(),
  lobbyCode: z.string(),
  gameSettings: gameSettingsSchema,
  match: lobbyMatchSchema,
  hostUser: lobbyPersonSchema,
  /** Players present now (spectators and those who left are not counted). */
  playerCount: z.number().int(),
  /** Why the caller cannot join (removed, or the lobby is locked to newcomers); null if they may. */
  joinRefusal: z.string().nullable(),
  /**
   * The caller's role while they are in the lobby (joined, not left or removed), else absent:
   * joining again keeps it, so the join flows go straight back in instead of asking Player or
   * Spectator. Absent rather than null: OpenAPI 3.0 has no nullable enum.
   */
  memberRole: lobbyRoleSchema.optional(),
});
export type LobbyByCode = z.infer<typeof lobbyByCodeSchema>;

export const lobbyByCodeOutputSchema = z.object({ lobby: lobbyByCodeSchema });
export type LobbyByCodeOutput = z.infer<typeof lobbyByCodeOutputSchema>;
