import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError, notFound, unauthorized } from '../../http/http-error';
import { createServerMetrics } from './server-metrics';

export type MetricsPluginOptions = { token: string | undefined };

const PLACE_BET = '/api/app/game/place-bet';
export const METRICS_TOKEN_NEEDED = 'Authorization: send Bearer and the metrics token';

const sameToken = (given: string, token: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(token);
  return a.length === b.length && timingSafeEqual(a, b);
};

/** Why a refused bet was refused: its code ('bet/window_closed'), `validation`, or its status. */
function refusalOf(error: Error & { validation?: unknown; statusCode?: number }): string {
  if (error instanceof HttpError && error.code) return error.code;
  if (error.validation) return 'validation';
  return `status_${error.statusCode ?? 500}`;
}

/**
 * GET /metrics in the Prometheus text format (docs/deploying.md), for callers that send
 * `Authorization: Bearer <METRICS_TOKEN>`; 404 while no token is set, 401 for a wrong one. Counts
 * every request by route template and status, bets placed and refused, and the game clock's steps;
 * reads the open streams, notices and the database pool's queue at each scrape.
 */
async function metricsPlugin(app: FastifyInstance, options: MetricsPluginOptions) {
  const pool = app.database.pool;
  const metrics = createServerMetrics({
    openStreams: () => (app.hasDecorator('pushStreams') ? app.pushStreams.size() : 0),
    notices: () =>
      app.hasDecorator('pushStreams') ? app.pushStreams.stats() : { sent: 0, coalesced: 0, resyncs: 0 },
    poolWaiting: () => pool?.waitingCount ?? 0,
  });
  const stopObserving = app.engine.observe((stepMs) => {
    for (const [step, ms] of Object.entries(stepMs)) metrics.clockStep(step, ms / 1000);
  });
  app.addHook('onClose', async () => stopObserving());

  const refusals = new WeakMap<FastifyRequest, string>();
  app.addHook('onError', async (request, _reply, error) => {
    refusals.set(request, refusalOf(error));
  });
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    metrics.requestDone(request.method, route, reply.statusCode, reply.elapsedTime / 1000);
    if (route !== PLACE_BET) return;
    if (reply.statusCode === 200) metrics.betPlaced();
    else metrics.betRefused(refusals.get(request) ?? `status_${reply.statusCode}`);
  });

  app.get('/metrics', { config: { access: 'public' }, schema: { hide: true } }, async (request, reply) => {
    if (!options.token) throw notFound();
    const [scheme, given] = (request.headers.authorization ?? '').split(' ');
    if (scheme !== 'Bearer' || !given || !sameToken(given, options.token)) {
      reply.header('WWW-Authenticate', 'Bearer');
      throw unauthorized(METRICS_TOKEN_NEEDED);
    }
    return reply.type(metrics.registry.contentType).send(await metrics.registry.metrics());
  });
}

export default fp(metricsPlugin, { name: 'metrics', dependencies: ['database', 'engine'] });
