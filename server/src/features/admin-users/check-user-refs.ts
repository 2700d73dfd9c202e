import type { AdminUpdateUserInput } from '@kickchips/core';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { avatars } from '../../db/schema';
import { badRequest } from '../../http/http-error';
import { type FileStorage, requireUploadedImage } from '../storage';

/** The avatar and profile image a user is given must exist: an avatar not deleted, an uploaded image. */
export async function checkUserRefs(
  db: Db,
  storage: FileStorage,
  input: AdminUpdateUserInput,
): Promise<void> {
  if (input.selectedAvatar) {
    const [avatar] = await db
      .select({ id: avatars.id })
      .from(avatars)
      .where(and(eq(avatars.id, input.selectedAvatar), isNull(avatars.deletedAt)));
    if (!avatar) throw badRequest('body.selectedAvatar: there is no such avatar');
  }
  if (input.profileImageKey) {
    await requireUploadedImage(db, storage, input.profileImageKey, {
      field: 'body.profileImageKey',
      mustBePublic: false,
    });
  }
}
