import { createTicker } from '../clock';
import { advanceMatches } from './advance-matches';
import { closeDueBetting } from './close-due-betting';
import { completeMatches } from './complete-matches';
import type { EngineContext } from './engine-context';
import { settlePendingRounds } from './settle-pending-rounds';

export type Engine = {
  context: EngineContext;
  /** One tick of the game clock now; throws what failed after every step has had its turn. */
  tick(): Promise<void>;
  start(): void;
  stop(): Promise<void>;
};

type Step = { name: string; run: (now: Date) => Promise<void> };

/** A step of the clock that another feature owns. */
export type EngineStep = (ctx: EngineContext, now: Date) => Promise<void>;

/**
 * The steps app.ts hands in, so that the engine does not import the features that build on it:
 * replays (recording due events, starting and ending halves), the deal of cards at kick-off, the
 * lobbies' final standings and housekeeping (expired Idempotency-Keys).
 */
export type EngineSteps = {
  replays: EngineStep;
  deals: EngineStep;
  finalStandings: EngineStep;
  housekeeping: EngineStep;
};

/**
 * The game clock (game-rules 1-6). Every instance runs it; each step is made of conditional updates
 * so that instances ticking at once do each thing exactly once. Steps run in this order, all at
 * one `now`, so that a replayed event due at a round's end is recorded before the round settles.
 */
/** What the clock logs (warn) when a tick took longer than its interval, with each step's time. */
export const SLOW_TICK = 'game clock tick took longer than its interval';

export function createEngine(ctx: EngineContext, tickMs: number, external: EngineSteps): Engine {
  const steps: Step[] = [
    { name: 'replays', run: (now) => external.replays(ctx, now) },
    { name: 'rounds', run: (now) => advanceMatches(ctx, now) },
    { name: 'deals', run: (now) => external.deals(ctx, now) },
    { name: 'betting', run: (now) => closeDueBetting(ctx, now) },
    { name: 'settlement', run: () => settlePendingRounds(ctx) },
    { name: 'completion', run: (now) => completeMatches(ctx, now) },
    { name: 'final standings', run: (now) => external.finalStandings(ctx, now) },
    { name: 'housekeeping', run: (now) => external.housekeeping(ctx, now) },
  ];

  const tick = async () => {
    const now = ctx.clock.now();
    const errors: unknown[] = [];
    const stepMs: Record<string, number> = {};
    const began = performance.now();
    for (const step of steps) {
      const stepBegan = performance.now();
      try {
        await step.run(now);
      } catch (err) {
        ctx.log.error({ err, step: step.name }, 'game clock step failed');
        errors.push(err);
      }
      stepMs[step.name] = Math.round(performance.now() - stepBegan);
    }
    const tookMs = Math.round(performance.now() - began);
    if (tookMs > tickMs) ctx.log.warn({ tookMs, intervalMs: tickMs, stepMs }, SLOW_TICK);
    if (errors.length > 0)
      throw errors.length === 1 ? errors[0] : new AggregateError(errors, 'game clock tick failed');
  };

  // each step logged its own failure above
  const ticker = createTicker([{ name: 'game-clock', run: tick }], tickMs, () => undefined);
  return { context: ctx, tick, start: () => ticker.start(), stop: () => ticker.stop() };
}
