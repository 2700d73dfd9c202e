import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, open, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { LocalFileStorage, StoredObject } from './file-storage';
import { checkUrlSignature, signUrl } from './url-signature';

const HEAD_BYTES = 32;

/**
 * Files on the local disk under `dir`, read and written through this app's own signed URLs
 * (`/api/files/{key}?exp=…&sig=…`). Keys are server-made and checked by the routes, never paths.
 */
export function createLocalFileStorage(options: { dir: string; secret: Uint8Array }): LocalFileStorage {
  const { dir, secret } = options;
  const fileOf = (key: string) => path.join(dir, path.basename(key));
  const signed = (method: 'GET' | 'PUT', key: string, contentType: string, expiresAt: Date) => {
    const exp = Math.floor(expiresAt.getTime() / 1000);
    const sig = signUrl(secret, method, key, method === 'PUT' ? contentType : '', exp);
    return `/api/files/${encodeURIComponent(key)}?exp=${exp}&sig=${sig}`;
  };

  return {
    kind: 'local',
    uploadUrl: async (key, contentType, expiresAt) => signed('PUT', key, contentType, expiresAt),
    downloadUrl: async (key, contentType, expiresAt) => signed('GET', key, contentType, expiresAt),
    checkUrl: (method, key, contentType, exp, sig) =>
      checkUrlSignature(secret, method, key, method === 'PUT' ? contentType : '', exp, sig),
    async inspect(key): Promise<StoredObject | undefined> {
      const file = fileOf(key);
      const info = await stat(file).catch(() => undefined);
      if (!info) return undefined;
      const handle = await open(file, 'r');
      try {
        const head = Buffer.alloc(Math.min(HEAD_BYTES, info.size));
        await handle.read(head, 0, head.length, 0);
        return { size: info.size, head };
      } finally {
        await handle.close();
      }
    },
    async stage(key, bytes) {
      await mkdir(dir, { recursive: true });
      const temporary = path.join(dir, `.${path.basename(key)}.${randomBytes(6).toString('hex')}.part`);
      await writeFile(temporary, bytes, { flag: 'wx' });
      return {
        commit: () => rename(temporary, fileOf(key)),
        discard: () => rm(temporary, { force: true }),
      };
    },
    open: (key) => createReadStream(fileOf(key)),
    remove: (key) => rm(fileOf(key), { force: true }),
    close: async () => undefined,
  };
}
