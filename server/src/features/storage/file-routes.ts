import type { Readable } from 'node:stream';
import { fileKeySchema, MAX_UPLOAD_BYTES, UPLOAD_TOO_LARGE } from '@kickchips/core';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { files } from '../../db/schema';
import { badRequest, conflict, forbidden, HttpError, notFound } from '../../http/http-error';
import { noContentSchema } from '../../http/no-content';
import { ensureUploaded, findFile } from './ensure-uploaded';
import { isLocalStorage, type UrlCheck } from './file-storage';
import { matchesImageType } from './image-signature';
import { readLimited } from './read-limited';

const params = z.object({ key: fileKeySchema });
const query = z.object({ exp: z.string().max(20).optional(), sig: z.string().max(100).optional() });
const TOO_LARGE = `file: ${UPLOAD_TOO_LARGE}`;
const PUBLIC_CACHE = 'public, max-age=31536000, immutable';

function refuseLink(check: UrlCheck) {
  if (check === 'expired') throw forbidden('This file link has expired');
  if (check === 'invalid') throw forbidden('This file link is invalid');
}

/**
 * `/api/files/{key}`: a public file without a signature, any file with a valid signed link.
 * On local disk these routes also take the upload (PUT) and serve the bytes; with a bucket a read
 * is redirected to a presigned URL of the bucket.
 */
export const fileRoutes: FastifyPluginAsyncZod = async (app) => {
  const storage = app.storage;
  // the bytes arrive raw, whatever the type, and are read below with a size limit
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, payload, done) => done(null, payload));

  app.get(
    '/api/files/:key',
    { schema: { summary: 'Reads a file', tags: ['files'], params, querystring: query } },
    async (request, reply) => {
      const { key } = request.params;
      const { exp, sig } = request.query;
      const file = await findFile(app.db, key);
      if (sig !== undefined || exp !== undefined) {
        if (!isLocalStorage(storage)) throw forbidden('This file link is invalid');
        refuseLink(file ? storage.checkUrl('GET', key, file.contentType, exp ?? '', sig ?? '') : 'invalid');
      } else if (!file?.isPublic) {
        throw notFound('File not found');
      }
      const state = file ? await ensureUploaded(app.db, storage, file) : { kind: 'missing' as const };
      if (state.kind !== 'uploaded') throw notFound('File not found');
      const cache = sig === undefined ? PUBLIC_CACHE : 'private, max-age=3600';
      if (!isLocalStorage(storage)) {
        const expiresAt = new Date(Date.now() + 60 * 60 * 1000);
        return reply
          .header('cache-control', 'private, max-age=3000')
          .redirect(await storage.downloadUrl(key, state.file.contentType, expiresAt), 302);
      }
      return reply
        .header('content-type', state.file.contentType)
        .header('cache-control', cache)
        .header('content-disposition', 'inline')
        .send(storage.open(key));
    },
  );

  if (!isLocalStorage(storage)) return;

  app.put(
    '/api/files/:key',
    {
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        summary: 'Takes the bytes of an upload (local storage)',
        tags: ['files'],
        params,
        querystring: query,
        response: { 204: noContentSchema },
      },
    },
    async (request, reply) => {
      const { key } = request.params;
      const file = await findFile(app.db, key);
      refuseLink(
        file
          ? storage.checkUrl('PUT', key, file.contentType, request.query.exp ?? '', request.query.sig ?? '')
          : 'invalid',
      );
      if (file!.uploadedAt) throw conflict('This file has already been uploaded');
      const type = request.headers['content-type']?.split(';')[0]?.trim().toLowerCase();
      if (type !== file!.contentType) {
        throw badRequest(`Content-Type: must be ${file!.contentType}, as asked for when the upload was made`);
      }
      if (Number(request.headers['content-length'] ?? 0) > MAX_UPLOAD_BYTES)
        throw new HttpError(413, TOO_LARGE);
      const bytes = await readLimited(request.body as Readable, MAX_UPLOAD_BYTES);
      if (!bytes) throw new HttpError(413, TOO_LARGE);
      if (!matchesImageType(file!.contentType, bytes)) {
        throw badRequest(`file: these bytes are not a valid ${file!.contentType} file`);
      }
      const staged = await storage.stage(key, bytes);
      const [claimed] = await app.db
        .update(files)
        .set({ uploadedAt: new Date(), size: bytes.length })
        .where(and(eq(files.id, file!.id), isNull(files.uploadedAt)))
        .returning({ id: files.id });
      if (!claimed) {
        await staged.discard();
        throw conflict('This file has already been uploaded');
      }
      await staged.commit();
      return reply.status(204).send();
    },
  );
};
