import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { AuthHeaders } from './create-user';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Whoever holds these headers: a TestUser, or one who shows only the access token. */
export type SignedIn = { headers: Pick<AuthHeaders, 'authorization'> & Partial<AuthHeaders> };

/** Calls the API as one user (or nobody); answers the raw response, so tests can check failures too. */
export type Caller = {
  call(
    method: Method,
    url: string,
    body?: unknown,
    options?: Omit<InjectOptions, 'method' | 'url' | 'payload'>,
  ): Promise<LightMyRequestResponse>;
};

/** A caller adding the auth headers of its user, who is made on the first call (never, for nobody). */
export function callerOf(app: () => FastifyInstance, user: () => Promise<SignedIn | undefined>): Caller {
  return {
    async call(method, url, body, options = {}) {
      const headers = (await user())?.headers ?? {};
      return app().inject({
        ...options,
        method,
        url,
        headers: { ...headers, ...options.headers },
        ...(body !== undefined && { payload: body as InjectOptions['payload'] }),
      });
    },
  };
}
