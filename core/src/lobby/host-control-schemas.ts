import { z } from 'zod';
import { lobbyRefSchema } from './lobby-schemas';

const lobbyId = z.string({ error: 'must be a lobby id' }).uuid('must be a lobby id');
const userId = z.string({ error: 'must be a user id' }).uuid('must be a user id');

/** POST game/kick: the host removes a member, who cannot come back. */
export const kickInputSchema = z.strictObject({ lobbyId, userId });
export type KickInput = z.infer<typeof kickInputSchema>;

/** POST game/transfer-host: the host hands hosting to a player present in the lobby. */
export const transferHostInputSchema = z.strictObject({ lobbyId, userId });
export type TransferHostInput = z.infer<typeof transferHostInputSchema>;

/** POST game/lock: the host closes (or opens again) the lobby to newcomers. */
export const lockLobbyInputSchema = z.strictObject({
  lobbyId,
  locked: z.boolean({ error: 'locked must be true or false' }),
});
export type LockLobbyInput = z.infer<typeof lockLobbyInputSchema>;

export const lockLobbyOutputSchema = z.object({ lobby: lobbyRefSchema.extend({ locked: z.boolean() }) });
export type LockLobbyOutput = z.infer<typeof lockLobbyOutputSchema>;

/** POST game/rematch: a new lobby for the same group on another (or the same) match still to be played. */
export const rematchInputSchema = z.strictObject({
  lobbyId,
  matchId: z.string({ error: 'must be a match id' }).uuid('must be a match id'),
});
export type RematchInput = z.infer<typeof rematchInputSchema>;
