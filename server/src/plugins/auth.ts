import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AuthUser, TokenSigning } from '../features/auth/access-token';
import { bearerToken } from '../features/auth/bearer-token';
import { createSessionStateCache, type SessionStateCache } from '../features/auth/session-state-cache';
import { createVerifiedAccessTokens } from '../features/auth/verified-access-tokens';
import { forbidden, unauthorized } from '../http/http-error';

/**
 * Who may call a route. Defaults come from the path prefix; a route may say otherwise in its config.
 * `optional` serves everyone but, unlike `public`, answers an expired token with the refresh 302,
 * so that "who am I?" is asked again after a refresh rather than answered "nobody".
 */
export type Access = 'public' | 'optional' | 'user' | 'admin';

declare module 'fastify' {
  interface FastifyRequest {
    user: AuthUser | null;
  }
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyInstance {
    tokenKey: Uint8Array;
    /** The key and access-token lifetime every session is issued with. */
    tokenSigning: TokenSigning;
    /** The auth hook's short-lived cache of users' session state; `forget` after ending sessions. */
    sessionStates: SessionStateCache;
  }
}

export function defaultAccess(url: string): Access {
  if (url.startsWith('/api/admin/') || url === '/api/admin') return 'admin';
  if (url.startsWith('/api/app/') || url === '/api/app') return 'user';
  return 'public';
}

export type AuthPluginOptions = {
  tokenKey: Uint8Array;
  accessTokenSeconds: number;
  /** Whether a refresh token may still be used; decides between the spec's 302 shouldRefresh and a 401. */
  refreshTokenUsable: (token: string) => Promise<boolean>;
};

type Identity = { kind: 'valid'; user: AuthUser } | { kind: 'expired' | 'invalid' | 'ended' };

const failureMessages = {
  expired: 'Your session has expired',
  invalid: 'Invalid access token',
  ended: 'Your session has ended. Please sign in again.',
};

/**
 * One hook for every route: reads the access token, sets `request.user`, and enforces the route's
 * access. A token counts only while its user exists and its session version is the user's current
 * one (a logout or password reset raises it); admin rights come from the user's row, not the token.
 * An expired access token with a usable refresh token answers 302 `{ shouldRefresh: true }`.
 * A token's signature is checked once (`createVerifiedAccessTokens`); its session on every request.
 */
async function auth(app: FastifyInstance, options: AuthPluginOptions) {
  const sessionStates = createSessionStateCache(app.db);
  const accessTokens = createVerifiedAccessTokens(options.tokenKey);
  app.decorate('tokenKey', options.tokenKey);
  app.decorate('tokenSigning', { key: options.tokenKey, accessTokenSeconds: options.accessTokenSeconds });
  app.decorate('sessionStates', sessionStates);
  app.decorateRequest('user', null);

  const identify = async (token: string): Promise<Identity> => {
    const check = accessTokens.check(token);
    if (check.kind !== 'valid') return check;
    const state = await sessionStates.get(check.userId);
    if (!state || state.sessionVersion !== check.sessionVersion) return { kind: 'ended' };
    return { kind: 'valid', user: { id: check.userId, isAdmin: state.isAdmin } };
  };

  app.addHook('onRequest', async (request, reply) => {
    const access =
      request.routeOptions.config.access ?? defaultAccess(request.routeOptions.url ?? request.url);
    const token = bearerToken(request);
    const identity = token ? await identify(token) : undefined;
    if (identity?.kind === 'valid') request.user = identity.user;
    else if (identity && access !== 'public') {
      const refresh = request.headers['x-refresh-token'];
      if (
        identity.kind === 'expired' &&
        typeof refresh === 'string' &&
        (await options.refreshTokenUsable(refresh))
      ) {
        return reply
          .status(302)
          .send({ status: 302, message: 'Access token expired', data: { shouldRefresh: true } });
      }
      if (access !== 'optional') throw unauthorized(failureMessages[identity.kind]);
    }
    if (access === 'public' || access === 'optional') return;
    if (!request.user) throw unauthorized();
    if (access === 'admin' && !request.user.isAdmin) throw forbidden();
  });
}

export default fp(auth, { name: 'auth', dependencies: ['error-handler', 'database'] });
