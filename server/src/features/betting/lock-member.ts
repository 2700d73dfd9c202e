import { and, eq, isNull } from 'drizzle-orm';
import type { Tx } from '../../db/database';
import { lobbies, lobbyUsers } from '../../db/schema';
import { forbidden, notFound } from '../../http/http-error';
import { LOBBY_NOT_FOUND, lobbySettings, NOT_A_MEMBER } from '../lobbies';

/**
 * The lobby and the caller's membership with the membership row locked for the transaction: every
 * change to one player's chips, bets and cards goes through this lock, so a double click waits
 * for the first request and then sees its bet. 404 without the lobby, 403 for a non-member.
 */
export async function lockMember(tx: Tx, lobbyId: string, userId: string) {
  const [lobby] = await tx.select().from(lobbies).where(eq(lobbies.id, lobbyId));
  if (!lobby) throw notFound(LOBBY_NOT_FOUND, 'lobby/not_found');
  const [member] = await tx
    .select()
    .from(lobbyUsers)
    .where(and(eq(lobbyUsers.lobbyId, lobbyId), eq(lobbyUsers.userId, userId), isNull(lobbyUsers.leftAt)))
    .for('update');
  if (!member) throw forbidden(NOT_A_MEMBER, 'lobby/not_member');
  return { lobby, member, settings: lobbySettings(lobby.settings) };
}
