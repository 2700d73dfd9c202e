import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { failure } from '../http/reply';
import { serverRoot } from '../server-root';

export const webDistDir = path.resolve(serverRoot, '../web/dist');

/**
 * Serves the built web app, with the SPA fallback: any GET outside /api that is not a file gets
 * index.html, so client routes survive a reload. Unknown /api routes answer a JSON 404.
 */
async function webApp(app: FastifyInstance, options: { serveWeb: boolean }) {
  const serve = options.serveWeb && existsSync(path.join(webDistDir, 'index.html'));
  if (serve) {
    await app.register(fastifyStatic, { root: webDistDir, wildcard: false, index: ['index.html'] });
  }
  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (serve && request.method === 'GET' && !pathname.startsWith('/api/')) {
      return reply.type('text/html').sendFile('index.html');
    }
    return reply.status(404).send(failure(404, `No route ${request.method} ${pathname}`));
  });
}

export default fp(webApp, { name: 'web-app' });
