import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { users } from '../../db/schema';
import type { FileRow } from './ensure-uploaded';

/**
 * Public files are for anyone; files viewable by any user for anyone signed in; the rest for their
 * owner, admins, and the user whose profile image it is (an admin may have uploaded it for them).
 */
export async function canReadFile(
  db: Db,
  file: FileRow,
  user: { id: string; isAdmin: boolean } | null,
): Promise<boolean> {
  if (file.isPublic) return true;
  if (!user) return false;
  if (file.isViewableByAnyUser || user.isAdmin || file.ownerId === user.id) return true;
  const [profile] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, user.id), eq(users.profileImageKey, file.key)));
  return profile !== undefined;
}
