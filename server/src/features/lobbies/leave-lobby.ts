import type { LobbyRef } from '@kickchips/core';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { lobbies, lobbyUsers } from '../../db/schema';
import { forbidden, notFound } from '../../http/http-error';
import { LOBBY_NOT_FOUND, NOT_A_MEMBER } from './require-member';

export type LeaveResult = { lobby: LobbyRef; changed: boolean };

/**
 * Leaves a lobby (the spec's Leave Game). The membership stays with its chips and bets, marked
 * left, so that rejoining restores them. Leaving twice is harmless.
 */
export async function leaveLobby(db: Db, userId: string, lobbyId: string, now: Date): Promise<LeaveResult> {
  const [row] = await db
    .select({ code: lobbies.code, leftAt: lobbyUsers.leftAt, memberId: lobbyUsers.userId })
    .from(lobbies)
    .leftJoin(lobbyUsers, and(eq(lobbyUsers.lobbyId, lobbies.id), eq(lobbyUsers.userId, userId)))
    .where(eq(lobbies.id, lobbyId));
  if (!row) throw notFound(LOBBY_NOT_FOUND, 'lobby/not_found');
  if (!row.memberId) throw forbidden(NOT_A_MEMBER, 'lobby/not_member');
  const left = await db
    .update(lobbyUsers)
    .set({ leftAt: now })
    .where(and(eq(lobbyUsers.lobbyId, lobbyId), eq(lobbyUsers.userId, userId), isNull(lobbyUsers.leftAt)))
    .returning({ userId: lobbyUsers.userId });
  return { lobby: { _id: lobbyId, lobbyCode: row.code }, changed: left.length > 0 };
}
