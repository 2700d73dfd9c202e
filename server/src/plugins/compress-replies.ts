import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Below this a compressed reply saves less than it costs. */
export const COMPRESS_MIN_BYTES = 1024;
const COMPRESSIBLE_TYPE = /^(application\/(json|problem\+json|javascript)|text\/)/;
const toBrotli = promisify(brotliCompress);
const toGzip = promisify(gzip);

export type ReplyEncoding = 'br' | 'gzip';

/**
 * The encoding to use for an `Accept-Encoding` header: brotli when the client takes it, else gzip
 * (`*` counts as both), else none. A `q=0` refuses that coding.
 */
export function pickEncoding(header: string | undefined): ReplyEncoding | null {
  if (!header) return null;
  const accepted = new Map<string, number>();
  for (const part of header.toLowerCase().split(',')) {
    const [name, ...params] = part.split(';').map((piece) => piece.trim());
    if (!name) continue;
    const q = params.find((param) => param.startsWith('q='));
    accepted.set(name, q ? Number(q.slice(2)) : 1);
  }
  const weight = (coding: ReplyEncoding) => accepted.get(coding) ?? accepted.get('*') ?? 0;
  if (weight('br') > 0) return 'br';
  if (weight('gzip') > 0) return 'gzip';
  return null;
}

function compress(payload: string | Buffer, encoding: ReplyEncoding): Promise<Buffer> {
  if (encoding === 'br') {
    return toBrotli(payload, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 5,
        // a hint: a string's length in characters is close enough, and costs no walk through it
        [constants.BROTLI_PARAM_SIZE_HINT]: payload.length,
      },
    });
  }
  return toGzip(payload, { level: 6 });
}

/**
 * Whether a reply holds at least `bytes` bytes. A string has at least as many UTF-8 bytes as
 * UTF-16 code units, so a long one is not measured (measuring walks the whole string).
 */
export function atLeastBytes(payload: string | Buffer, bytes: number): boolean {
  return payload.length >= bytes || Buffer.byteLength(payload) >= bytes;
}

/**
 * Compresses text replies (the API's JSON) of at least COMPRESS_MIN_BYTES by the request's
 * `Accept-Encoding`, with `Vary: Accept-Encoding`. Streams are left alone: the SSE push stream
 * and the static files, which are served precompressed from the build.
 */
async function compressReplies(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply, payload) => {
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    if (reply.statusCode < 200 || reply.statusCode === 204 || reply.statusCode === 304) return payload;
    if (reply.hasHeader('content-encoding')) return payload;
    const type = String(reply.getHeader('content-type') ?? '');
    if (!COMPRESSIBLE_TYPE.test(type)) return payload;
    reply.header('vary', 'Accept-Encoding');
    const encoding = pickEncoding(request.headers['accept-encoding']);
    if (!encoding || !atLeastBytes(payload, COMPRESS_MIN_BYTES)) return payload;
    const compressed = await compress(payload, encoding);
    reply.header('content-encoding', encoding);
    reply.removeHeader('content-length');
    return compressed;
  });
}

export default fp(compressReplies, { name: 'compress-replies' });
