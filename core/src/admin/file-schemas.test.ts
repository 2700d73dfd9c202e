import { describe, expect, it } from 'vitest';
import {
  MAX_UPLOAD_BYTES,
  UPLOAD_LIMITS_TEXT,
  UPLOAD_TOO_LARGE,
  UPLOAD_WRONG_TYPE,
  uploadParamsSchema,
  uploadRefusal,
} from './file-schemas';

describe('upload limits', () => {
  it('states the types and size an upload may have', () => {
    expect(UPLOAD_LIMITS_TEXT).toBe('PNG, JPEG, WebP or GIF image, at most 2 MiB');
  });

  it('refuses a file of another type or over the size, in the words the server uses', () => {
    expect(uploadRefusal({ type: 'image/png', size: MAX_UPLOAD_BYTES })).toBeNull();
    expect(uploadRefusal({ type: 'image/png', size: MAX_UPLOAD_BYTES + 1 })).toBe(UPLOAD_TOO_LARGE);
    expect(uploadRefusal({ type: 'image/svg+xml', size: 10 })).toBe(UPLOAD_WRONG_TYPE);
    expect(uploadRefusal({ type: '', size: 10 })).toBe(UPLOAD_WRONG_TYPE);
    const parsed = uploadParamsSchema.safeParse({ filename: 'a.svg', contentType: 'image/svg+xml' });
    expect(parsed.error?.issues[0]?.message).toBe(UPLOAD_WRONG_TYPE);
  });
});
