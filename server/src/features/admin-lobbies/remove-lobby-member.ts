import type { PushMessage } from '@kickchips/core';
import type { Db } from '../../db/database';
import { writeAudit } from '../audit';
import { handOverHosting, leftDelta, lobbyForUpdate, markRemoved } from '../lobbies';
import { addNotifications } from '../notifications';

/**
 * An admin removes a member (game-rules: moderation): they are out at once and cannot rejoin; the
 * bets they placed stay and settle as usual, and their chips stay in the books. A removed host hands
 * hosting to the earliest-joined player still present (a spectator when no player is left).
 * The removed member is notified; the notices say who left (and that the lobby changed when its host
 * did). Removing someone twice changes nothing.
 */
export async function removeLobbyMember(
  db: Db,
  input: { lobbyId: string; userId: string; actorId: string },
  now: Date,
): Promise<{ changed: boolean; notices: PushMessage[] }> {
  const { lobbyId, userId } = input;
  return db.transaction(async (tx) => {
    const lobby = await lobbyForUpdate(tx, lobbyId);
    if (!(await markRemoved(tx, { lobbyId, userId }, 'admin', now))) {
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
    const hostNotice: PushMessage[] = newHostId ? [{ type: 'lobby.changed', lobbyId }] : [];
    return { changed: true, notices: [leftDelta(lobbyId, [userId]), ...hostNotice, ...notices] };
  });
}
