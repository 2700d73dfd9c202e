import type { PushMessage } from '@kickchips/core';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/database';
import { lobbyUsers, users } from '../../db/schema';

/**
 * The notices that tell the screens a user's name or picture changed: every lobby they joined (its
 * leaderboard or results show them) and the open lobby list (it shows hosts).
 */
export async function userShownNotices(
  db: Db | Tx,
  where: { userId: string } | { avatarId: string },
): Promise<PushMessage[]> {
  const rows = await db
    .selectDistinct({ lobbyId: lobbyUsers.lobbyId })
    .from(lobbyUsers)
    .innerJoin(users, eq(users.id, lobbyUsers.userId))
    .where('userId' in where ? eq(users.id, where.userId) : eq(users.selectedAvatarId, where.avatarId));
  if (rows.length === 0) return [];
  return [
    ...rows.map((row): PushMessage => ({ type: 'lobby.changed', lobbyId: row.lobbyId })),
    { type: 'lobbies.changed' },
  ];
}
