import type { AdminAvatar, AvatarInput, AvatarUpdateInput } from '@kickchips/core';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { avatars } from '../../db/schema';
import { writeAudit } from '../audit';
import { type FileStorage, fileUrl, requireUploadedImage } from '../storage';
import { findAvatarRow } from './avatar-queries';
import { toAdminAvatar } from './to-admin-avatar';

/**
 * The image to store: the avatar's current one (as stored or as its URL, which the form sends
 * back), or the objectId of a public image upload that arrived and passed the checks.
 */
async function imageToStore(db: Db, storage: FileStorage, image: string, current?: string): Promise<string> {
  if (current !== undefined && (image === current || image === fileUrl(current))) return current;
  const key = image.startsWith('/api/files/') ? decodeURIComponent(image.slice('/api/files/'.length)) : image;
  await requireUploadedImage(db, storage, key, { field: 'body.image', mustBePublic: true });
  return key;
}

export async function createAvatar(
  db: Db,
  storage: FileStorage,
  input: AvatarInput,
  actorId: string | null,
): Promise<AdminAvatar> {
  const image = await imageToStore(db, storage, input.image);
  const [row] = await db.insert(avatars).values({ name: input.name, image }).returning();
  await writeAudit(db, {
    actorId,
    action: 'create',
    entity: 'avatar',
    entityId: row!.id,
    detail: { ...input, image },
  });
  return toAdminAvatar(row!);
}

export async function updateAvatar(
  db: Db,
  storage: FileStorage,
  id: string,
  input: AvatarUpdateInput,
  actorId: string | null,
): Promise<AdminAvatar> {
  const current = await findAvatarRow(db, id);
  const image =
    input.image === undefined ? current.image : await imageToStore(db, storage, input.image, current.image);
  const [row] = await db
    .update(avatars)
    .set({ name: input.name ?? current.name, image, updatedAt: new Date() })
    .where(eq(avatars.id, id))
    .returning();
  await writeAudit(db, {
    actorId,
    action: 'update',
    entity: 'avatar',
    entityId: id,
    detail: { ...input, image },
  });
  return toAdminAvatar(row!);
}
