import type { AdminAvatar } from '@kickchips/core';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { avatars } from '../../db/schema';
import { notFound } from '../../http/http-error';
import { type AvatarRow, toAdminAvatar } from './to-admin-avatar';

/** Avatars that are not deleted, oldest first (the seeded ones lead), as the player's picker shows them. */
export async function listAdminAvatars(db: Db): Promise<AdminAvatar[]> {
  const rows = await db
    .select()
    .from(avatars)
    .where(isNull(avatars.deletedAt))
    .orderBy(asc(avatars.createdAt), asc(avatars.name));
  return rows.map(toAdminAvatar);
}

export async function findAvatarRow(db: Db, id: string): Promise<AvatarRow> {
  const [row] = await db
    .select()
    .from(avatars)
    .where(and(eq(avatars.id, id), isNull(avatars.deletedAt)));
  if (!row) throw notFound('Avatar not found');
  return row;
}
