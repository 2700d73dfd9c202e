import type { FastifyRequest } from 'fastify';

/** The token of an `Authorization: Bearer <token>` header (the scheme in any case), if there is one. */
export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const [type, token] = header.split(' ');
  return type?.toLowerCase() === 'bearer' && token ? token : undefined;
}
