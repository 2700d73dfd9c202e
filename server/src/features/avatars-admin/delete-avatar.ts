import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { avatars } from '../../db/schema';
import { writeAudit } from '../audit';
import { findAvatarRow } from './avatar-queries';

/**
 * Avatars are only marked deleted: players who picked one keep a valid reference (their profile
 * shows no avatar), and it leaves the lists at once.
 */
export async function deleteAvatar(db: Db, id: string, actorId: string | null): Promise<void> {
  await findAvatarRow(db, id);
  await db.update(avatars).set({ deletedAt: new Date(), updatedAt: new Date() }).where(eq(avatars.id, id));
  await writeAudit(db, { actorId, action: 'soft-delete', entity: 'avatar', entityId: id });
}
