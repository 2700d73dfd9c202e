import type { LobbyRef } from '@kickchips/core';
import { and, eq, isNull } from 'drizzle-orm';
import { lobbies, lobbyUsers } from '../../db/schema';
import { badRequest, notFound } from '../../http/http-error';
import type { NoticeContext } from '../notices';
import { asHost } from './as-host';
import { NOT_IN_LOBBY } from './require-member';

/**
 * The host hands hosting to another player present in the lobby. Spectators are not offered it:
 * hosting decides who plays (removing, locking), so it stays with someone in the game, as the
 * hand-over on leaving prefers a player too.
 */
export function transferHost(
  ctx: NoticeContext,
  hostId: string,
  input: { lobbyId: string; userId: string },
  now: Date,
): Promise<LobbyRef> {
  const host = { lobbyId: input.lobbyId, hostId, what: 'hand over hosting' };
  return asHost(ctx, host, async (tx, lobby, notify) => {
    const ref = { _id: lobby.id, lobbyCode: lobby.code };
    if (input.userId === hostId) return ref;
    const [target] = await tx
      .select({ role: lobbyUsers.role })
      .from(lobbyUsers)
      .where(
        and(eq(lobbyUsers.lobbyId, lobby.id), eq(lobbyUsers.userId, input.userId), isNull(lobbyUsers.leftAt)),
      );
    if (!target) throw notFound(NOT_IN_LOBBY, 'lobby/not_member');
    if (target.role !== 'player') {
      throw badRequest('userId: only a player can host; spectators cannot', 'lobby/host_not_player');
    }
    await tx
      .update(lobbies)
      .set({ hostUserId: input.userId, updatedAt: now })
      .where(eq(lobbies.id, lobby.id));
    notify({ type: 'lobby.changed', lobbyId: lobby.id }, { type: 'lobbies.changed' });
    return ref;
  });
}
