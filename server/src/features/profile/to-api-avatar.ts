import type { Avatar } from '@kickchips/core';
import type { avatars } from '../../db/schema';
import { fileUrl } from '../storage';

/**
 * An avatar as the API shows it, with an image URL the browser can load: seeded avatars are paths
 * of the web app, uploaded ones are file keys served by the app.
 */
export function toApiAvatar(row: typeof avatars.$inferSelect): Avatar {
  return {
    _id: row.id,
    name: row.name,
    image: fileUrl(row.image),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
