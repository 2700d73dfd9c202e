import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { type AuthUser, checkAccessToken } from '../features/auth/access-token';
import { forbidden, unauthorized } from '../http/http-error';

/** Who may call a route. Defaults come from the path prefix; a route may say otherwise in its config. */
export type Access = 'public' | 'user' | 'admin';

declare module 'fastify' {
  interface FastifyRequest {
    user: AuthUser | null;
  }
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyInstance {
    tokenKey: Uint8Array;
  }
}

export function defaultAccess(url: string): Access {
  if (url.startsWith('/api/admin/') || url === '/api/admin') return 'admin';
  if (url.startsWith('/api/app/') || url === '/api/app') return 'user';
  return 'public';
}

export type AuthPluginOptions = {
  tokenKey: Uint8Array;
  /** Whether a refresh token may still be used; decides between the spec's 302 shouldRefresh and a 401. */
  refreshTokenUsable: (token: string) => Promise<boolean>;
};

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const [type, token] = header.split(' ');
  return type?.toLowerCase() === 'bearer' && token ? token : undefined;
}

/**
 * One hook for every route: reads the access token, sets `request.user`, and enforces the route's
 * access. An expired access token with a usable refresh token answers 302 `{ shouldRefresh: true }`.
 */
async function auth(app: FastifyInstance, options: AuthPluginOptions) {
  app.decorate('tokenKey', options.tokenKey);
  app.decorateRequest('user', null);
  app.addHook('onRequest', async (request, reply) => {
    const access =
      request.routeOptions.config.access ?? defaultAccess(request.routeOptions.url ?? request.url);
    const token = bearerToken(request);
    if (token) {
      const check = await checkAccessToken(options.tokenKey, token);
      if (check.kind === 'valid') request.user = check.user;
      else if (access !== 'public') {
        const refresh = request.headers['x-refresh-token'];
        if (
          check.kind === 'expired' &&
          typeof refresh === 'string' &&
          (await options.refreshTokenUsable(refresh))
        ) {
          return reply
            .status(302)
            .send({ status: 302, message: 'Access token expired', data: { shouldRefresh: true } });
        }
        throw unauthorized(check.kind === 'expired' ? 'Your session has expired' : 'Invalid access token');
      }
    }
    if (access === 'public') return;
    if (!request.user) throw unauthorized();
    if (access === 'admin' && !request.user.isAdmin) throw forbidden();
  });
}

export default fp(auth, { name: 'auth', dependencies: ['error-handler'] });
