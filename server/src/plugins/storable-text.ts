import { Stream } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { badRequest } from '../http/http-error';

/** Half of a surrogate pair without its other half: not Unicode, so not UTF-8 either. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** A NUL or a lone surrogate: text PostgreSQL cannot store as it is. */
const unstorable = (text: string) => text.includes('\u0000') || LONE_SURROGATE.test(text);

export const UNSTORABLE_TEXT = 'contains a character that cannot be stored (NUL or an unpaired surrogate)';

/** Parsed input to walk, not a raw body (a stream or bytes, checked by its own route). */
function isParsed(value: object): boolean {
  return !(value instanceof Stream) && !ArrayBuffer.isView(value);
}

/** Where in `value` (a parsed body, query or params) the first unstorable string or key is, if any. */
export function findUnstorableText(value: unknown, where: string): string | undefined {
  if (typeof value === 'string') return unstorable(value) ? where : undefined;
  if (value === null || typeof value !== 'object' || !isParsed(value)) return undefined;
  for (const [key, child] of Object.entries(value)) {
    const path = Array.isArray(value) ? `${where}[${key}]` : `${where}.${key}`;
    if (unstorable(key)) return path;
    const found = findUnstorableText(child, path);
    if (found) return found;
  }
  return undefined;
}

/**
 * Refuses, with a 400 naming the field, input text that could not be stored as typed: PostgreSQL
 * refuses a NUL (a 500 otherwise) and would turn a lone surrogate into U+FFFD. Runs after the
 * route's own validation (whose messages come first), before any handler, so every route gets it.
 */
async function storableText(app: FastifyInstance) {
  app.addHook('preHandler', async (request) => {
    const where =
      findUnstorableText(request.params, 'params') ??
      findUnstorableText(request.query, 'querystring') ??
      findUnstorableText(request.body, 'body');
    if (where) throw badRequest(`${where}: ${UNSTORABLE_TEXT}`);
  });
}

export default fp(storableText, { name: 'storable-text', dependencies: ['error-handler'] });
