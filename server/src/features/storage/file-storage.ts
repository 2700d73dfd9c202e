import type { Readable } from 'node:stream';

/** What a stored object looks like to the checks: its size and first bytes. */
export type StoredObject = { size: number; head: Buffer };

/** Where uploaded bytes live: the local disk by default, or an S3 bucket. Clients talk to signed URLs. */
export interface FileStorage {
  readonly kind: 'local' | 's3';
  /** A URL the client PUTs the bytes to, with exactly this Content-Type, before expiresAt. */
  uploadUrl(key: string, contentType: string, expiresAt: Date): Promise<string>;
  /** A URL that reads the object until expiresAt. */
  downloadUrl(key: string, contentType: string, expiresAt: Date): Promise<string>;
  /** Size and first bytes of the object; undefined when nothing is stored under the key. */
  inspect(key: string): Promise<StoredObject | undefined>;
  remove(key: string): Promise<void>;
  close(): Promise<void>;
}

export type UrlCheck = 'valid' | 'expired' | 'invalid';

/** The local adapter also serves its own URLs, so the file routes need its signature check and I/O. */
export interface LocalFileStorage extends FileStorage {
  readonly kind: 'local';
  checkUrl(method: 'GET' | 'PUT', key: string, contentType: string, exp: string, sig: string): UrlCheck;
  /** Writes the bytes under a temporary name; `commit` moves them into place, `discard` drops them. */
  stage(key: string, bytes: Buffer): Promise<{ commit(): Promise<void>; discard(): Promise<void> }>;
  open(key: string): Readable;
}

export const isLocalStorage = (storage: FileStorage): storage is LocalFileStorage => storage.kind === 'local';
