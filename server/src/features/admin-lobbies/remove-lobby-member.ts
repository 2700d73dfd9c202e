import type { PushMessage } from '@kickchips/core';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { lobbies, lobbyUsers } from '../../db/schema';
import { notFound } from '../../http/http-error';
import { writeAudit } from '../audit';
import { handOverHosting, LOBBY_NOT_FOUND, markRemoved, NOT_IN_LOBBY } from '../lobbies';
import { addNotifications } from '../notifications';

/**
 * An admin removes a member (game-rules: moderation): they are out at once and cannot rejoin; the
 * bets they placed stay and settle as usual, and their chips stay in the books. A removed host hands
 * hosting to the earliest-joined player still present (a spectator when no player is left).
 * The removed member is notified. Removing someone twice changes nothing.
 */
export async function removeLobbyMember(
  db: Db,
  input: { lobbyId: string; userId: string; actorId: string },
  now: Date,
): Promise<{ changed: boolean; notices: PushMessage[] }> {
  const { lobbyId, userId } = input;
  return db.transaction(async (tx) => {
    const [lobby] = await tx
      .select({ id: lobbies.id, hostUserId: lobbies.hostUserId, code: lobbies.code })
      .from(lobbies)
      .where(eq(lobbies.id, lobbyId))
      .for('update');
    if (!lobby) throw notFound(LOBBY_NOT_FOUND, 'lobby/not_found');
    const member = and(eq(lobbyUsers.lobbyId, lobbyId), eq(lobbyUsers.userId, userId));
    const [row] = await tx.select({ leftAt: lobbyUsers.leftAt }).from(lobbyUsers).where(member);
    if (!row) throw notFound(NOT_IN_LOBBY, 'lobby/not_member');
    if (!(await markRemoved(tx, { lobbyId, userId, leftAt: row.leftAt }, 'admin', now))) {
      return { changed: false, notices: [] };
    }

    const newHostId = await handOverHosting(tx, lobby, userId, now);
    await writeAudit(tx, {
      actorId: input.actorId,
      action: 'remove',
      entity: 'lobby-user',
      entityId: lobbyId,
      detail: { lobbyId, userId, ...(newHostId && { newHostId }) },
    });
    const notices = await addNotifications(
      tx,
      [userId],
      { kind: 'lobby.removed', lobbyId, lobbyCode: lobby.code, by: 'admin' },
      now,
    );
    return { changed: true, notices };
  });
}
