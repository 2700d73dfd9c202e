import { MAX_UPLOAD_BYTES } from '@kickchips/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { PNG_BYTES, TEXT_BYTES } from '../../../test/kits/test-images';
import { createTestWorld, type TestUser } from '../../../test/world';
import { loadAppSecret } from '../../db/app-secret';
import { signUrl } from './url-signature';

describe('file storage on the local disk', () => {
  const world = createTestWorld();
  let owner: TestUser;
  let other: TestUser;
  let admin: TestUser;
  beforeAll(async () => {
    owner = await world.user();
    other = await world.user();
    admin = await world.user({ role: 'admin' });
  });

  const askUpload = (as: TestUser, filename: string, contentType: string, body?: object) =>
    world.app.inject({
      method: 'POST',
      url: `/api/app/s3/get-signed-post-url/${filename}/${encodeURIComponent(contentType)}`,
      payload: body,
      headers: as.headers,
    });
  const put = (url: string, bytes: Buffer, contentType = 'image/png') =>
    world.app.inject({ method: 'PUT', url, payload: bytes, headers: { 'content-type': contentType } });
  const signedUrlOf = (as: TestUser, key: string) =>
    world.app.inject({ method: 'GET', url: `/api/app/s3/get-signed-url/${key}`, headers: as.headers });

  async function upload(flags: object = {}, as = owner) {
    const asked = await askUpload(as, 'photo.png', 'image/png', flags);
    expect(asked.statusCode).toBe(200);
    const { signedPostUrl, objectId } = asked.json().data;
    expect((await put(signedPostUrl, PNG_BYTES)).statusCode).toBe(204);
    return objectId as string;
  }

  it('takes an image at a server-chosen key and reads it back through a signed URL', async () => {
    const asked = await askUpload(owner, 'my holiday.png', 'image/png', {
      isPublic: false,
      isViewableByAnyUser: false,
    });
    const { signedPostUrl, objectId, expiresAt } = asked.json().data;
    expect(objectId).toMatch(/^[A-Za-z0-9_-]{24}\.png$/);
    expect(signedPostUrl).toMatch(new RegExp(`^/api/files/${objectId}\\?exp=\\d+&sig=`));
    expect(Date.parse(expiresAt)).toBeGreaterThan(Date.now());
    expect((await put(signedPostUrl, PNG_BYTES)).statusCode).toBe(204);

    const signed = await signedUrlOf(owner, objectId);
    expect(signed.statusCode).toBe(200);
    expect(signed.json().data.contentType).toBe('image/png');
    const read = await world.app.inject({ method: 'GET', url: signed.json().data.signedUrl });
    expect(read.statusCode).toBe(200);
    expect(read.headers['content-type']).toBe('image/png');
    expect(read.rawPayload.equals(PNG_BYTES)).toBe(true);
  });

  it('keeps private files to their owner and admins; public ones are for anyone', async () => {
    const key = await upload();
    expect((await signedUrlOf(other, key)).statusCode).toBe(403);
    expect((await signedUrlOf(admin, key)).statusCode).toBe(200);
    expect((await world.app.inject({ method: 'GET', url: `/api/files/${key}` })).statusCode).toBe(404);

    const shared = await upload({ isViewableByAnyUser: true });
    expect((await signedUrlOf(other, shared)).statusCode).toBe(200);
    expect((await world.app.inject({ method: 'GET', url: `/api/files/${shared}` })).statusCode).toBe(404);

    const open = await upload({ isPublic: true });
    const anonymous = await world.app.inject({ method: 'GET', url: `/api/files/${open}` });
    expect(anonymous.statusCode).toBe(200);
    expect(anonymous.headers['cache-control']).toContain('immutable');
  });

  it('refuses file types other than raster images, SVG included', async () => {
    for (const type of ['image/svg+xml', 'text/html', 'application/pdf']) {
      const res = await askUpload(owner, 'x.png', type);
      expect(res.statusCode, type).toBe(400);
      expect(res.json().error).toBe('params.contentType: Only PNG, JPEG, WebP or GIF images can be uploaded');
    }
  });

  it('refuses path-like file names', async () => {
    for (const name of ['..%2F..%2Fetc%2Fpasswd', 'a%5Cb.png', '.htaccess', 'a%00b.png']) {
      const res = await askUpload(owner, name, 'image/png');
      expect(res.statusCode, name).toBe(400);
      expect(res.json().error).toBe('params.filename: must be a plain file name, not a path');
    }
  });

  it('refuses bytes that are not the promised image, a wrong Content-Type and a second upload', async () => {
    const asked = (await askUpload(owner, 'a.png', 'image/png')).json().data;
    const text = await put(asked.signedPostUrl, TEXT_BYTES);
    expect(text.statusCode).toBe(400);
    expect(text.json().error).toBe('file: these bytes are not a valid image/png file');
    const wrongType = await put(asked.signedPostUrl, PNG_BYTES, 'image/gif');
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().error).toMatch(/^Content-Type: must be image\/png/);
    expect((await signedUrlOf(owner, asked.objectId)).statusCode).toBe(404);
    expect((await put(asked.signedPostUrl, PNG_BYTES)).statusCode).toBe(204);
    expect((await put(asked.signedPostUrl, PNG_BYTES)).statusCode).toBe(409);
  });

  it('refuses a file over the size limit', async () => {
    const asked = (await askUpload(owner, 'big.png', 'image/png')).json().data;
    const big = Buffer.concat([PNG_BYTES, Buffer.alloc(MAX_UPLOAD_BYTES)]);
    const res = await put(asked.signedPostUrl, big);
    expect(res.statusCode).toBe(413);
    expect(res.json().error).toBe('file: The file is larger than the 2 MiB limit');
  });

  it('refuses tampered and expired links', async () => {
    const asked = (await askUpload(owner, 'a.png', 'image/png')).json().data;
    const url = new URL(asked.signedPostUrl, 'http://x');
    const sig = url.searchParams.get('sig')!;
    const tampered = [
      `${url.pathname}?exp=${url.searchParams.get('exp')}&sig=${sig.startsWith('A') ? 'B' : 'A'}${sig.slice(1)}`,
      `${url.pathname}?exp=${Number(url.searchParams.get('exp')) + 3600}&sig=${sig}`,
      `${url.pathname}?exp=${url.searchParams.get('exp')}`,
      `${url.pathname.replace(asked.objectId, `${'a'.repeat(24)}.png`)}${url.search}`,
    ];
    for (const link of tampered) {
      const res = await put(link, PNG_BYTES);
      expect(res.statusCode, link).toBe(403);
      expect(res.json().error).toBe('This file link is invalid');
    }
    const secret = await loadAppSecret(world.app.db, 'file-url-key');
    const past = Math.floor(Date.now() / 1000) - 60;
    const expired = await put(
      `${url.pathname}?exp=${past}&sig=${signUrl(secret, 'PUT', asked.objectId, 'image/png', past)}`,
      PNG_BYTES,
    );
    expect(expired.statusCode).toBe(403);
    expect(expired.json().error).toBe('This file link has expired');

    const key = await upload();
    const readUrl = new URL((await signedUrlOf(owner, key)).json().data.signedUrl, 'http://x');
    const forged = `${readUrl.pathname}?exp=${Number(readUrl.searchParams.get('exp')) + 1}&sig=${readUrl.searchParams.get('sig')}`;
    expect((await world.app.inject({ method: 'GET', url: forged })).statusCode).toBe(403);
  });

  it('refuses unknown fields and reads a missing body as private', async () => {
    const unknown = await askUpload(owner, 'a.png', 'image/png', { isPublic: true, owner: 'me' });
    expect(unknown.statusCode).toBe(400);
    const noBody = await askUpload(owner, 'a.png', 'image/png');
    expect(noBody.statusCode).toBe(200);
    expect((await put(noBody.json().data.signedPostUrl, PNG_BYTES)).statusCode).toBe(204);
    expect((await signedUrlOf(other, noBody.json().data.objectId)).statusCode).toBe(403);
  });
});
