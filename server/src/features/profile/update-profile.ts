import type { ProfileInput, User } from '@kickchips/core';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { isUniqueViolation } from '../../db/pg-error';
import { avatars, users } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../http/http-error';
import { loadApiUser } from './load-api-user';

export const USERNAME_TAKEN = 'That username is taken';
export const NO_SUCH_AVATAR = 'body.selectedAvatar: there is no such avatar';

/**
 * Changes what a player may change about themselves: username and avatar. Only these columns are
 * written, whatever else a caller might wish for (the strict input schemas refuse extra fields).
 */
export async function updateProfile(db: Db, userId: string, input: Partial<ProfileInput>): Promise<User> {
  if (input.selectedAvatar) {
    const [avatar] = await db
      .select({ id: avatars.id })
      .from(avatars)
      .where(and(eq(avatars.id, input.selectedAvatar), isNull(avatars.deletedAt)));
    if (!avatar) throw badRequest(NO_SUCH_AVATAR, 'profile/no_such_avatar');
  }
  try {
    await db
      .update(users)
      .set({
        ...(input.username !== undefined && { username: input.username }),
        ...(input.selectedAvatar !== undefined && { selectedAvatarId: input.selectedAvatar }),
        updatedAt: new Date(),
      })
      .where(and(eq(users.id, userId), isNull(users.deletedAt)));
  } catch (err) {
    if (isUniqueViolation(err, 'users_username_lower_key'))
      throw conflict(USERNAME_TAKEN, 'profile/username_taken');
    throw err;
  }
  const user = await loadApiUser(db, userId);
  if (!user) throw notFound('User not found');
  return user;
}
