import { z } from 'zod';
import { scoreSchema } from '../events/scoreline';
import { gameSettingsSchema } from '../settings/game-settings-schema';
import { LOBBY_CODE_ALPHABET, LOBBY_CODE_LENGTH } from './lobby-code';

const lobbyCodePattern = new RegExp(`^[${LOBBY_CODE_ALPHABET}]{${LOBBY_CODE_LENGTH}}$`);

/**
 * A typed lobby code: trimmed and uppercased (game-rules 9), then it must be exactly a code.
 * Nothing else is dropped or cut, so a mistyped code is refused rather than read as another one.
 */
export const lobbyCodeInputSchema = z
  .string({ error: 'must be text' })
  .trim()
  .toUpperCase()
  .regex(
    lobbyCodePattern,
    `must be ${LOBBY_CODE_LENGTH} characters: letters and digits without I, O, 0 or 1`,
  );

const lobbyId = z.string({ error: 'must be a lobby id' }).uuid('must be a lobby id');

export const LOBBY_ROLES = ['player', 'spectator'] as const;
export type LobbyRole = (typeof LOBBY_ROLES)[number];
export const lobbyRoleSchema = z.enum(LOBBY_ROLES, { error: 'must be player or spectator' });

/** What create, join and leave answer: the lobby's id and code. */
export const lobbyRefSchema = z.object({ _id: z.string(), lobbyCode: z.string() });
export type LobbyRef = z.infer<typeof lobbyRefSchema>;
export const lobbyRefOutputSchema = z.object({ lobby: lobbyRefSchema });
export type LobbyRefOutput = z.infer<typeof lobbyRefOutputSchema>;

/** POST game/create-lobby: a match, the settings that differ from the defaults, and a league if any. */
export const createLobbyInputSchema = z.strictObject({
  matchId: z.string({ error: 'must be a match id' }).uuid('must be a match id'),
  gameSettings: gameSettingsSchema.prefault({}),
  /** The league the lobby is played in; only its members may create one there. */
  leagueId: z.string({ error: 'must be a league id' }).uuid('must be a league id').optional(),
});
export type CreateLobbyInput = z.input<typeof createLobbyInputSchema>;

/** POST game/join-lobby: the code and the role (player unless said otherwise). */
export const joinLobbyInputSchema = z.strictObject({
  lobbyCode: lobbyCodeInputSchema,
  role: lobbyRoleSchema.default('player'),
});
export type JoinLobbyInput = z.input<typeof joinLobbyInputSchema>;

/** POST game/leave-lobby. */
export const leaveLobbyInputSchema = z.strictObject({ lobbyId });
export type LeaveLobbyInput = z.infer<typeof leaveLobbyInputSchema>;

export const lobbyCodeParamsSchema = z.object({ code: lobbyCodeInputSchema });
export const lobbyIdParamsSchema = z.object({ lobbyId });

/** The host or another member as a list shows them; username falls back to the account name. */
export const lobbyPersonSchema = z.object({ username: z.string() });

/** A lobby's match as its screens name it: the teams (twice, as the spec's `teams` list too) and status. */
export const lobbyMatchSchema = z.object({
  _id: z.string(),
  homeTeam: z.string(),
  awayTeam: z.string(),
  teams: z.array(z.object({ name: z.string() })),
  status: z.string(),
  /** True once an admin abandoned the match: lobbies show MATCH_ABANDONED_TEXT. */
  abandoned: z.boolean().optional(),
  /** Goals by team so far (goals recorded without a team count for neither). */
  score: scoreSchema,
});
export type LobbyMatch = z.infer<typeof lobbyMatchSchema>;
