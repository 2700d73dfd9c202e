import { and, asc, eq, isNull, ne } from 'drizzle-orm';
import type { Tx } from '../../db/database';
import { lobbies, lobbyUsers } from '../../db/schema';

/**
 * When the host goes (leaves, or is removed), hosting passes to the earliest-joined member still
 * present: a player first, a spectator when no player is left; nobody when the lobby is empty. The
 * caller holds the lobby row locked. Answers the new host, if hosting changed hands.
 */
export async function handOverHosting(
  tx: Tx,
  lobby: { id: string; hostUserId: string },
  goingUserId: string,
  now: Date,
): Promise<string | null> {
  if (lobby.hostUserId !== goingUserId) return null;
  const [next] = await tx
    .select({ userId: lobbyUsers.userId })
    .from(lobbyUsers)
    .where(
      and(eq(lobbyUsers.lobbyId, lobby.id), ne(lobbyUsers.userId, goingUserId), isNull(lobbyUsers.leftAt)),
    )
    // 'player' sorts before 'spectator'
    .orderBy(asc(lobbyUsers.role), asc(lobbyUsers.joinedAt), asc(lobbyUsers.userId))
    .limit(1);
  if (!next) return null;
  await tx.update(lobbies).set({ hostUserId: next.userId, updatedAt: now }).where(eq(lobbies.id, lobby.id));
  return next.userId;
}
