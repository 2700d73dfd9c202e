import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MAX_UPLOAD_BYTES } from '@kickchips/core';
import { eq } from 'drizzle-orm';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PNG_BYTES, TEXT_BYTES } from '../../../test/kits/test-images';
import { createTestWorld, type TestUser } from '../../../test/world';
import { files } from '../../db/schema';

/**
 * The S3 adapter, with the real AWS SDK, against s3rver (an S3-compatible server in this process).
 * s3rver does not check signatures, so tampering is tested on the local adapter only.
 */
describe('file storage in an S3 bucket', () => {
  let server: S3rver;
  let port: number;
  let owner: TestUser;
  const directory = mkdtempSync(path.join(tmpdir(), 'kickchips-s3-'));
  beforeAll(async () => {
    server = new S3rver({
      port: 0,
      address: '127.0.0.1',
      silent: true,
      directory,
      configureBuckets: [{ name: 'kickchips' }],
    });
    port = (await server.run()).port;
  });
  afterAll(async () => {
    await server.close();
    rmSync(directory, { recursive: true, force: true });
  });
  const world = createTestWorld({
    config: () => ({
      s3: {
        endpoint: `http://127.0.0.1:${port}`,
        region: 'us-east-1',
        bucket: 'kickchips',
        accessKeyId: 'S3RVER',
        secretAccessKey: 'S3RVER',
      },
    }),
  });
  beforeAll(async () => {
    owner = await world.user();
  });

  async function askUpload(flags: object = {}) {
    const res = await world.app.inject({
      method: 'POST',
      url: '/api/app/s3/get-signed-post-url/photo.png/image%2Fpng',
      payload: flags,
      headers: owner.headers,
    });
    expect(res.statusCode).toBe(200);
    return res.json().data as { signedPostUrl: string; objectId: string };
  }
  const putToBucket = (url: string, bytes: Buffer) =>
    fetch(url, { method: 'PUT', headers: { 'content-type': 'image/png' }, body: bytes });
  const signedUrlOf = (key: string) =>
    world.app.inject({ method: 'GET', url: `/api/app/s3/get-signed-url/${key}`, headers: owner.headers });

  it('uploads through a presigned PUT that signs the Content-Type, and reads through a presigned GET', async () => {
    const { signedPostUrl, objectId } = await askUpload();
    expect(signedPostUrl).toContain(`/kickchips/${objectId}?`);
    expect(signedPostUrl).toContain('X-Amz-SignedHeaders=content-type%3Bhost');
    expect((await signedUrlOf(objectId)).json().error).toBe('The file has not been uploaded yet');
    expect((await putToBucket(signedPostUrl, PNG_BYTES)).status).toBe(200);

    const signed = await signedUrlOf(objectId);
    expect(signed.statusCode).toBe(200);
    expect(signed.json().data.contentType).toBe('image/png');
    const read = await fetch(signed.json().data.signedUrl);
    expect(read.status).toBe(200);
    expect(Buffer.from(await read.arrayBuffer()).equals(PNG_BYTES)).toBe(true);
    const [row] = await world.app.db.select().from(files).where(eq(files.key, objectId));
    expect(row?.uploadedAt).not.toBeNull();
    expect(row?.size).toBe(PNG_BYTES.length);
  });

  it('checks the bytes on first use, and removes an upload that is not the promised image', async () => {
    const { signedPostUrl, objectId } = await askUpload();
    await putToBucket(signedPostUrl, TEXT_BYTES);
    const res = await signedUrlOf(objectId);
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe('The upload was not a valid image and has been removed');
    expect(await world.app.storage.inspect(objectId)).toBeUndefined();
    expect(await world.app.db.select().from(files).where(eq(files.key, objectId))).toEqual([]);
  });

  it('removes an upload over the size limit', async () => {
    const { signedPostUrl, objectId } = await askUpload();
    await putToBucket(signedPostUrl, Buffer.concat([PNG_BYTES, Buffer.alloc(MAX_UPLOAD_BYTES)]));
    expect((await signedUrlOf(objectId)).statusCode).toBe(404);
    expect(await world.app.storage.inspect(objectId)).toBeUndefined();
  });

  it('redirects the stable URL of a public file to a presigned URL of the bucket', async () => {
    const { signedPostUrl, objectId } = await askUpload({ isPublic: true });
    await putToBucket(signedPostUrl, PNG_BYTES);
    const res = await world.app.inject({ method: 'GET', url: `/api/files/${objectId}` });
    expect(res.statusCode).toBe(302);
    const read = await fetch(res.headers.location as string);
    expect(Buffer.from(await read.arrayBuffer()).equals(PNG_BYTES)).toBe(true);
  });
});
