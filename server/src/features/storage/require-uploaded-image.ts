import { MAX_UPLOAD_MIB } from '@kickchips/core';
import type { Db } from '../../db/database';
import { badRequest } from '../../http/http-error';
import { ensureUploaded, type FileRow, findFile } from './ensure-uploaded';
import type { FileStorage } from './file-storage';

/**
 * The file an admin or a team member attaches (avatar image, profile image, team photo) must be an
 * upload whose bytes arrived and passed the checks; `mustBePublic` for images everyone sees.
 */
export async function requireUploadedImage(
  db: Db,
  storage: FileStorage,
  key: string,
  options: { field: string; mustBePublic: boolean },
): Promise<FileRow> {
  const file = await findFile(db, key);
  if (!file) throw badRequest(`${options.field}: no upload has this objectId`);
  const state = await ensureUploaded(db, storage, file);
  if (state.kind === 'missing') throw badRequest(`${options.field}: the file has not been uploaded yet`);
  if (state.kind === 'rejected') {
    throw badRequest(
      `${options.field}: the upload was not a ${file.contentType} image of at most ${MAX_UPLOAD_MIB} MiB`,
    );
  }
  if (options.mustBePublic && !state.file.isPublic) {
    throw badRequest(`${options.field}: this image must be uploaded with isPublic true`);
  }
  return state.file;
}
