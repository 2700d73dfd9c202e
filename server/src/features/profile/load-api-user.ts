import type { User } from '@kickchips/core';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { avatars, users } from '../../db/schema';
import { toApiUser } from './to-api-user';

/** A user with their selected avatar (a deleted avatar counts as none), or null when there is no such user. */
export async function loadApiUser(db: Db, userId: string): Promise<User | null> {
  const [row] = await db
    .select({ user: users, avatar: { id: avatars.id, image: avatars.image } })
    .from(users)
    .leftJoin(avatars, and(eq(avatars.id, users.selectedAvatarId), isNull(avatars.deletedAt)))
    .where(and(eq(users.id, userId), isNull(users.deletedAt)));
  return row ? toApiUser(row.user, row.avatar) : null;
}
