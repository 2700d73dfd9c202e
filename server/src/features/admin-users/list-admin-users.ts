import type { User } from '@kickchips/core';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { avatars, users } from '../../db/schema';
import { toApiUser } from '../profile';

/** Every user that is not deleted, newest first, as the users list shows them. */
export async function listAdminUsers(db: Db): Promise<User[]> {
  const rows = await db
    .select({ user: users, avatar: { id: avatars.id, image: avatars.image } })
    .from(users)
    .leftJoin(avatars, and(eq(avatars.id, users.selectedAvatarId), isNull(avatars.deletedAt)))
    .where(isNull(users.deletedAt))
    .orderBy(desc(users.createdAt));
  return rows.map((r) => toApiUser(r.user, r.avatar));
}
