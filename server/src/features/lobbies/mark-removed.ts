import type { RemovedBy } from '@kickchips/core';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/database';
import { lobbyUsers } from '../../db/schema';
import { notFound } from '../../http/http-error';
import { NOT_IN_LOBBY } from './require-member';

/**
 * Takes a member out of a lobby for good (game-rules 12, moderation): marked removed, and left if
 * they were still there, so every member-only read refuses them and a rejoin is refused naming who
 * removed them. Their bets and ledger rows stay, so what they placed settles as usual. Answers false
 * when they were removed already; 404 for someone who never joined it.
 */
export async function markRemoved(
  tx: Tx,
  member: { lobbyId: string; userId: string },
  by: RemovedBy,
  now: Date,
): Promise<boolean> {
  const isMember = and(eq(lobbyUsers.lobbyId, member.lobbyId), eq(lobbyUsers.userId, member.userId));
  const removed = await tx
    .update(lobbyUsers)
    .set({
      removedAt: now,
      removedBy: by,
      leftAt: sql`coalesce(${lobbyUsers.leftAt}, ${now.toISOString()}::timestamptz)`,
    })
    .where(and(isMember, isNull(lobbyUsers.removedAt)))
    .returning({ userId: lobbyUsers.userId });
  if (removed.length > 0) return true;
  const [row] = await tx.select({ userId: lobbyUsers.userId }).from(lobbyUsers).where(isMember);
  if (!row) throw notFound(NOT_IN_LOBBY, 'lobby/not_member');
  return false;
}
