import type { AdminAvatar } from '@kickchips/core';
import type { avatars } from '../../db/schema';
import { fileUrl } from '../storage';

export type AvatarRow = typeof avatars.$inferSelect;

export function toAdminAvatar(row: AvatarRow): AdminAvatar {
  return {
    _id: row.id,
    name: row.name,
    image: fileUrl(row.image),
    imageKey: row.image,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
