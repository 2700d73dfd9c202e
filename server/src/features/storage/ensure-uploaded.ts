import { MAX_UPLOAD_BYTES } from '@kickchips/core';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { files } from '../../db/schema';
import type { FileStorage } from './file-storage';
import { matchesImageType } from './image-signature';

export type FileRow = typeof files.$inferSelect;

export type UploadState = { kind: 'uploaded'; file: FileRow } | { kind: 'missing' } | { kind: 'rejected' };

export async function findFile(db: Db, key: string): Promise<FileRow | undefined> {
  const [row] = await db.select().from(files).where(eq(files.key, key));
  return row;
}

/**
 * Makes sure the bytes of a file arrived and are what was promised. The local PUT checks them as
 * they arrive; a bucket cannot, so the first use of an S3 upload checks its size and magic number
 * and deletes it when they are wrong.
 */
export async function ensureUploaded(db: Db, storage: FileStorage, file: FileRow): Promise<UploadState> {
  if (file.uploadedAt) return { kind: 'uploaded', file };
  const stored = await storage.inspect(file.key);
  if (!stored) return { kind: 'missing' };
  if (stored.size > MAX_UPLOAD_BYTES || !matchesImageType(file.contentType, stored.head)) {
    await storage.remove(file.key);
    await db.delete(files).where(eq(files.id, file.id));
    return { kind: 'rejected' };
  }
  const [row] = await db
    .update(files)
    .set({ uploadedAt: new Date(), size: stored.size })
    .where(and(eq(files.id, file.id), isNull(files.uploadedAt)))
    .returning();
  return { kind: 'uploaded', file: row ?? (await findFile(db, file.key)) ?? file };
}
