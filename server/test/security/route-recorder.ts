import type { FastifyInstance, RouteOptions } from 'fastify';

export type RecordedRoute = { method: string; url: string };

/** Every route any Fastify app of this test file registered, hidden or not, HEAD included. */
export const recordedRoutes: RecordedRoute[] = [];

/**
 * The factory for `vi.mock('fastify', ...)`: the real module, whose apps report each route they
 * register through an onRoute hook, so a walk over the routes can never miss a new one.
 */
export function recordingFastify(original: typeof import('fastify')) {
  const make = original.default as unknown as (options?: object) => FastifyInstance;
  const factory = ((options?: object) => {
    const app = make(options);
    app.addHook('onRoute', (route: RouteOptions) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      for (const method of methods) recordedRoutes.push({ method, url: route.url });
    });
    return app;
  }) as unknown as typeof original.default;
  return { ...original, default: factory };
}
