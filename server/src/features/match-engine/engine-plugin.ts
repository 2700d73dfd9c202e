import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Clock } from '../clock';
import { createEngine, type Engine, type EngineSteps } from './create-engine';
import type { PriceRound } from './move-rounds';

declare module 'fastify' {
  interface FastifyInstance {
    /** The server clock: every timing decision reads it (a ManualClock in tests). */
    clock: Clock;
    /** The game clock and the context of the match engine's services. */
    engine: Engine;
  }
}

export type EnginePluginOptions = {
  clock: Clock;
  tickMs: number;
  /** Run the clock every tickMs once the app is ready (the server's main path; tests tick by hand). */
  startClock: boolean;
  demo: boolean;
  steps: EngineSteps;
  /** Prices the round whose betting the round step opens, in its transaction (the pricing feature's). */
  priceRound: PriceRound;
};

async function enginePlugin(app: FastifyInstance, options: EnginePluginOptions) {
  const engine = createEngine(
    {
      db: app.db,
      clock: options.clock,
      notices: app.notices,
      log: app.log,
      demo: options.demo,
      priceRound: options.priceRound,
    },
    options.tickMs,
    options.steps,
  );
  app.decorate('clock', options.clock);
  app.decorate('engine', engine);
  if (options.startClock) app.addHook('onReady', async () => engine.start());
  // registered after the database, so it stops (waiting for a running tick) before the database closes
  app.addHook('onClose', () => engine.stop());
}

export default fp(enginePlugin, { name: 'engine', dependencies: ['database', 'notices'] });
