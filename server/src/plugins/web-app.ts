import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic, { type SetHeadersResponse } from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { failure } from '../http/reply';
import { serverRoot } from '../server-root';

export const webDistDir = path.resolve(serverRoot, '../web/dist');

/** Vite's output folder for files named after their content's hash: they never change. */
const HASHED_DIR = `assets${path.sep}`;
export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';
/** A path whose last segment has an extension asks for a file, not a client route. */
const FILE_LIKE = /\/[^/]*\.[a-z0-9]+$/i;

const cacheHeaders = (root: string) => (res: SetHeadersResponse, filePath: string) => {
  res.setHeader('vary', 'Accept-Encoding');
  const hashed = path.relative(root, filePath).startsWith(HASHED_DIR);
  res.setHeader('cache-control', hashed ? IMMUTABLE : REVALIDATE);
};

/**
 * Serves the built web app, with the SPA fallback: any GET outside /api that is not a file gets
 * index.html, so client routes survive a reload; a missing file (a path with an extension) is a 404.
 * Each file goes out as the build's brotli or gzip copy when the browser accepts it, hashed assets
 * are cached for a year, and index.html and the other unhashed files are revalidated by ETag.
 * Unknown /api routes answer a JSON 404. `root` is web/dist unless a test gives its own.
 */
async function webApp(app: FastifyInstance, options: { serveWeb: boolean; root?: string }) {
  const root = options.root ?? webDistDir;
  const serve = options.serveWeb && existsSync(path.join(root, 'index.html'));
  if (serve) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: ['index.html'],
      preCompressed: true,
      globIgnore: ['**/*.br', '**/*.gz'],
      cacheControl: false,
      setHeaders: cacheHeaders(root),
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !FILE_LIKE.test(pathname);
    if (serve && isPage && !pathname.startsWith('/api/')) {
      return reply.type('text/html').sendFile('index.html');
    }
    return reply.status(404).send(failure(404, `No route ${request.method} ${pathname}`));
  });
}

export default fp(webApp, { name: 'web-app' });
