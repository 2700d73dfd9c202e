import type { Avatar } from '@kickchips/core';
import { asc, isNull } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { avatars } from '../../db/schema';
import { toApiAvatar } from './to-api-avatar';

/** The avatars a player may pick, oldest first (the seeded ones lead). */
export async function listAvatars(db: Db): Promise<Avatar[]> {
  const rows = await db
    .select()
    .from(avatars)
    .where(isNull(avatars.deletedAt))
    .orderBy(asc(avatars.createdAt), asc(avatars.name));
  return rows.map(toApiAvatar);
}
