import {
  okEnvelopeSchema,
  signedUrlOutputSchema,
  signedUrlParamsSchema,
  uploadInputSchema,
  uploadOutputSchema,
  uploadParamsSchema,
} from '@kickchips/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { forbidden, notFound } from '../../http/http-error';
import { ok } from '../../http/reply';
import { canReadFile } from './can-read-file';
import { createUpload } from './create-upload';
import { ensureUploaded, findFile } from './ensure-uploaded';

/** Signed download links last long enough for the client's cache of them (spec 7: "under 12"). */
export const DOWNLOAD_URL_SECONDS = 12 * 60 * 60;

export const storageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/app/s3/get-signed-post-url/:filename/:contentType',
    {
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        summary: 'Makes an upload: a URL to PUT an image to (contentType URL-encoded, e.g. image%2Fpng)',
        tags: ['files'],
        params: uploadParamsSchema,
        body: uploadInputSchema,
        response: { 200: okEnvelopeSchema(uploadOutputSchema) },
      },
    },
    async (request) =>
      ok(
        await createUpload(app.db, app.storage, {
          ...request.params,
          ...request.body,
          ownerId: request.user!.id,
        }),
      ),
  );

  app.get(
    '/api/app/s3/get-signed-url/:key',
    {
      schema: {
        summary: 'A signed URL to read a file the user may see',
        tags: ['files'],
        params: signedUrlParamsSchema,
        response: { 200: okEnvelopeSchema(signedUrlOutputSchema) },
      },
    },
    async (request) => {
      const file = await findFile(app.db, request.params.key);
      if (!file) throw notFound('File not found');
      if (!(await canReadFile(app.db, file, request.user))) throw forbidden("You can't access that file");
      const state = await ensureUploaded(app.db, app.storage, file);
      if (state.kind === 'missing') throw notFound('The file has not been uploaded yet');
      if (state.kind === 'rejected') throw notFound('The upload was not a valid image and has been removed');
      const expiresAt = new Date(Date.now() + DOWNLOAD_URL_SECONDS * 1000);
      const signedUrl = await app.storage.downloadUrl(file.key, file.contentType, expiresAt);
      return ok({ signedUrl, contentType: file.contentType, expiresAt: expiresAt.toISOString() });
    },
  );
};
