import type { FastifyInstance } from 'fastify';
import { type Clock, systemClock } from '../clock';

/**
 * The app's clock: the one the match engine decorates (a ManualClock in its tests), else the
 * system clock. Read per request, so the order plugins are registered in does not matter.
 */
export function appClock(app: FastifyInstance): Clock {
  return app.hasDecorator('clock') ? (app as unknown as { clock: Clock }).clock : systemClock;
}
