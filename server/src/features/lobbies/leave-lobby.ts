import type { LobbyRef } from '@kickchips/core';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { lobbyUsers } from '../../db/schema';
import { forbidden } from '../../http/http-error';
import { handOverHosting } from './hand-over-hosting';
import { lobbyForUpdate } from './lobby-for-update';
import { NOT_A_MEMBER } from './require-member';

export type LeaveResult = {
  lobby: LobbyRef;
  changed: boolean;
  /** The leaver was the host, and hosting passed on. */
  hostChanged: boolean;
};

/**
 * Leaves a lobby (the spec's Leave Game). The membership stays with its chips and bets, marked
 * left, so that rejoining restores them; a host who leaves hands hosting on. Leaving twice is
 * harmless.
 */
export function leaveLobby(db: Db, userId: string, lobbyId: string, now: Date): Promise<LeaveResult> {
  return db.transaction(async (tx) => {
    const lobby = await lobbyForUpdate(tx, lobbyId);
    const member = and(eq(lobbyUsers.lobbyId, lobbyId), eq(lobbyUsers.userId, userId));
    const [row] = await tx.select({ userId: lobbyUsers.userId }).from(lobbyUsers).where(member);
    if (!row) throw forbidden(NOT_A_MEMBER, 'lobby/not_member');
    const left = await tx
      .update(lobbyUsers)
      .set({ leftAt: now })
      .where(and(member, isNull(lobbyUsers.leftAt)))
      .returning({ userId: lobbyUsers.userId });
    const newHost = left.length > 0 ? await handOverHosting(tx, lobby, userId, now) : null;
    return {
      lobby: { _id: lobbyId, lobbyCode: lobby.code },
      changed: left.length > 0,
      hostChanged: newHost !== null,
    };
  });
}
