import { removedText } from '@kickchips/core';
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database';
import { lobbies, lobbyUsers } from '../../db/schema';
import { forbidden, notFound } from '../../http/http-error';
import { lobbySettings } from './lobby-settings';

const removed = alias(lobbyUsers, 'removed_member');

export const LOBBY_NOT_FOUND = 'Lobby not found';
export const NOT_A_MEMBER = 'You are not a member of this lobby';
/** Said of another user a lobby action names (removing them, making them host) who is not in it. */
export const NOT_IN_LOBBY = 'This user is not in this lobby';

/**
 * The lobby and the caller's membership, in one query: 404 when there is no such lobby, 403 when
 * the caller is not in it now (never joined, or left), saying so (and who did it) when they were removed.
 */
export async function requireMember(db: Db, lobbyId: string, userId: string) {
  const [row] = await db
    .select({
      lobby: lobbies,
      member: lobbyUsers,
      removedAt: removed.removedAt,
      removedBy: removed.removedBy,
    })
    .from(lobbies)
    .leftJoin(
      lobbyUsers,
      and(eq(lobbyUsers.lobbyId, lobbies.id), eq(lobbyUsers.userId, userId), isNull(lobbyUsers.leftAt)),
    )
    .leftJoin(
      removed,
      and(eq(removed.lobbyId, lobbies.id), eq(removed.userId, userId), isNotNull(removed.removedAt)),
    )
    .where(eq(lobbies.id, lobbyId));
  if (!row) throw notFound(LOBBY_NOT_FOUND, 'lobby/not_found');
  if (row.removedAt) throw forbidden(removedText(row.removedBy), 'lobby/removed');
  if (!row.member) throw forbidden(NOT_A_MEMBER, 'lobby/not_member');
  return { lobby: row.lobby, settings: lobbySettings(row.lobby.settings), member: row.member };
}
