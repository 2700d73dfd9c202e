import { z } from 'zod';
import { lobbyRefSchema } from './lobby-schemas';

const lobbyId = z.string({ error: 'must be a lobby id' }).uuid('must be a lobby id');
const userId = z.string({ error: 'must be a user id' }).uuid('must be a user id');

/** What a removed member is told when they try to come back, by who removed them. */
export const REMOVED_BY_HOST_TEXT = 'The host removed you from this lobby';
export const REMOVED_BY_ADMIN_TEXT = 'An admin removed you from this lobby';
/** What someone new is told when the host has locked the lobby. */
export const LOBBY_LOCKED_TEXT = 'This lobby is locked by its host';

export type RemovedBy = 'host' | 'admin';

/** The sentence for a removed member; a removal recorded before hosts could remove was an admin's. */
export function removedText(by: string | null): string {
  return by === 'host' ? REMOVED_BY_HOST_TEXT : REMOVED_BY_ADMIN_TEXT;
}

/** Whether a refusal's sentence says the caller was removed from the lobby (by its host or an admin). */
export function isRemovedText(text: string): boolean {
  return text === REMOVED_BY_HOST_TEXT || text === REMOVED_BY_ADMIN_TEXT;
}

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
