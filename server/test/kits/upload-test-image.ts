import type { FastifyInstance } from 'fastify';
import type { TestUser } from '../world';
import { PNG_BYTES } from './test-images';

/** Uploads a small PNG as the given user through the local adapter; answers its objectId. */
export async function uploadTestImage(
  app: FastifyInstance,
  as: TestUser,
  flags: object = {},
): Promise<string> {
  const asked = await app.inject({
    method: 'POST',
    url: '/api/app/s3/get-signed-post-url/image.png/image%2Fpng',
    payload: flags,
    headers: as.headers,
  });
  const { signedPostUrl, objectId } = asked.json().data;
  const put = await app.inject({
    method: 'PUT',
    url: signedPostUrl,
    payload: PNG_BYTES,
    headers: { 'content-type': 'image/png' },
  });
  if (put.statusCode !== 204) throw new Error(`upload failed: ${put.body}`);
  return objectId;
}
