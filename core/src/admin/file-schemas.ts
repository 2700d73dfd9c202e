import { z } from 'zod';
import { optionalBody } from './optional-body';

/**
 * The only uploads are avatars, profile images and team photos, so only raster images are taken.
 * SVG is refused: it can carry script, and a script in a file served from our own origin (or a
 * bucket) could run as us.
 */
export const UPLOAD_CONTENT_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
export type UploadContentType = (typeof UPLOAD_CONTENT_TYPES)[number];

export const MAX_UPLOAD_MIB = 2;
export const MAX_UPLOAD_BYTES = MAX_UPLOAD_MIB * 1024 * 1024;

/** The allowed types as people name them. */
const UPLOAD_TYPE_NAMES = 'PNG, JPEG, WebP or GIF';

/** What an upload control states before anything is chosen. */
export const UPLOAD_LIMITS_TEXT = `${UPLOAD_TYPE_NAMES} image, at most ${MAX_UPLOAD_MIB} MiB`;

/** The server's reasons for refusing an upload; the web refuses the same file with the same words. */
export const UPLOAD_WRONG_TYPE = `Only ${UPLOAD_TYPE_NAMES} images can be uploaded`;
export const UPLOAD_TOO_LARGE = `The file is larger than the ${MAX_UPLOAD_MIB} MiB limit`;

/** Why a file may not be uploaded, in the server's words, or null when it may. */
export function uploadRefusal(file: { type: string; size: number }): string | null {
  if (!(UPLOAD_CONTENT_TYPES as readonly string[]).includes(file.type)) return UPLOAD_WRONG_TYPE;
  if (file.size > MAX_UPLOAD_BYTES) return UPLOAD_TOO_LARGE;
  return null;
}

export const UPLOAD_EXTENSIONS: Record<UploadContentType, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/gif': 'gif',
};

/** The server chooses every key: 24 random URL-safe characters and the type's extension. */
export const fileKeySchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{24}\.(png|jpg|webp|gif)$/, 'must be the objectId of an upload');

/** A display name only, never a path: no separators, no '..', no control characters. */
export function isPlainFileName(name: string): boolean {
  return !/[/\\\p{Cc}]/u.test(name) && !name.includes('..') && !name.startsWith('.');
}

export const uploadParamsSchema = z.object({
  filename: z
    .string()
    .min(1, 'must not be empty')
    .max(200, 'at most 200 characters')
    .refine(isPlainFileName, 'must be a plain file name, not a path'),
  contentType: z.enum(UPLOAD_CONTENT_TYPES, { error: UPLOAD_WRONG_TYPE }),
});

/** Both flags default to false (spec 3): a file is then readable by its owner and admins only. */
export const uploadInputSchema = optionalBody(
  z.strictObject({
    /** Anyone, even signed out, may load it (avatars, team photos). */
    isPublic: z.boolean().default(false),
    /** Any signed-in user may get a signed URL for it. */
    isViewableByAnyUser: z.boolean().default(false),
  }),
);
export type UploadInput = z.infer<typeof uploadInputSchema>;

export const uploadOutputSchema = z.object({
  /** PUT the bytes here with the same Content-Type, before expiresAt. */
  signedPostUrl: z.string(),
  /** The file's key: what profileImageKey, an avatar's image and get-signed-url take. */
  objectId: z.string(),
  expiresAt: z.string(),
});

export const signedUrlParamsSchema = z.object({ key: fileKeySchema });

export const signedUrlOutputSchema = z.object({
  signedUrl: z.string(),
  contentType: z.string(),
  expiresAt: z.string(),
});
