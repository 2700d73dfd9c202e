import { randomBytes } from 'node:crypto';
import { UPLOAD_EXTENSIONS, type UploadContentType } from '@kickchips/core';
import type { Db } from '../../db/database';
import { files } from '../../db/schema';
import type { FileStorage } from './file-storage';

export const UPLOAD_URL_SECONDS = 15 * 60;

export type UploadRequest = {
  filename: string;
  contentType: UploadContentType;
  isPublic: boolean;
  isViewableByAnyUser: boolean;
  ownerId: string | null;
};

/** Records a new file under a random key of the server's choosing and answers where to PUT its bytes. */
export async function createUpload(db: Db, storage: FileStorage, request: UploadRequest) {
  const key = `${randomBytes(18).toString('base64url')}.${UPLOAD_EXTENSIONS[request.contentType]}`;
  await db.insert(files).values({
    key,
    ownerId: request.ownerId,
    filename: request.filename,
    contentType: request.contentType,
    isPublic: request.isPublic,
    isViewableByAnyUser: request.isViewableByAnyUser,
  });
  const expiresAt = new Date(Date.now() + UPLOAD_URL_SECONDS * 1000);
  const signedPostUrl = await storage.uploadUrl(key, request.contentType, expiresAt);
  return { signedPostUrl, objectId: key, expiresAt: expiresAt.toISOString() };
}
