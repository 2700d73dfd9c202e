import type { RemovedBy } from '@kickchips/core';
import { and, eq, isNull } from 'drizzle-orm';
import type { Tx } from '../../db/database';
import { lobbyUsers } from '../../db/schema';

/**
 * Takes a member out of a lobby for good (game-rules 12, moderation): marked removed, and left if
 * they were still there, so every member-only read refuses them and a rejoin is refused naming who
 * removed them. Their bets and ledger rows stay, so what they placed settles as usual. Answers false
 * when they were removed already.
 */
export async function markRemoved(
  tx: Tx,
  member: { lobbyId: string; userId: string; leftAt: Date | null },
  by: RemovedBy,
  now: Date,
): Promise<boolean> {
  const removed = await tx
    .update(lobbyUsers)
    .set({ removedAt: now, removedBy: by, leftAt: member.leftAt ?? now })
    .where(
      and(
        eq(lobbyUsers.lobbyId, member.lobbyId),
        eq(lobbyUsers.userId, member.userId),
        isNull(lobbyUsers.removedAt),
      ),
    )
    .returning({ userId: lobbyUsers.userId });
  return removed.length > 0;
}
