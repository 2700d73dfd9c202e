import { createTicker } from '../clock';
import { advanceMatches, liveHalvesPending } from './advance-matches';
import type { ClockStep } from './clock-step';
import { closeDueBetting, openRoundsPending } from './close-due-betting';
import { completableMatchesPending, completeMatches } from './complete-matches';
import type { EngineContext } from './engine-context';
import { settlePendingRounds, unsettledRoundsPending } from './settle-pending-rounds';
import { surveySteps } from './survey-steps';

export type Engine = {
  context: EngineContext;
  /** One tick of the game clock now; throws what failed after every step has had its turn. */
  tick(): Promise<void>;
  /** Hears, after each tick, how long each step that ran took (ms; `survey` is the tick's question). */
  observe(listener: (stepMs: Readonly<Record<string, number>>) => void): () => void;
  start(): void;
  stop(): Promise<void>;
};

/**
 * The steps app.ts hands in (clock-steps.ts), so that the engine does not import the features that
 * build on it: replays (recording due events, starting and ending halves), the automatic prices of
 * each match's next round (right after the rounds step, so a round that just started moves them on), the deal of cards at
 * kick-off, the lobbies' final standings and housekeeping (expired Idempotency-Keys).
 */
export type EngineSteps = {
  replays: ClockStep;
  pricing: ClockStep;
  deals: ClockStep;
  finalStandings: ClockStep;
  housekeeping: ClockStep;
};

/** What the clock logs (warn) when a tick took longer than its interval, with each step's time. */
export const SLOW_TICK = 'game clock tick took longer than its interval';

/**
 * The game clock (game-rules 1-6). Every instance runs it; each step is made of conditional updates
 * so that instances ticking at once do each thing exactly once. Steps run in this order, all at
 * one `now`, so that a replayed event due at a round's end is recorded before the round settles.
 * A tick first asks, in one statement, which steps have anything to do, and runs only those; once
 * a step has changed something (it published a notice), every later step runs, since that change
 * may have given it work (a finished round to settle, a match to complete).
 */
export function createEngine(ctx: EngineContext, tickMs: number, external: EngineSteps): Engine {
  const steps: (ClockStep & { name: string })[] = [
    { name: 'replays', ...external.replays },
    { name: 'rounds', run: advanceMatches, pending: liveHalvesPending },
    { name: 'pricing', ...external.pricing },
    { name: 'deals', ...external.deals },
    { name: 'betting', run: closeDueBetting, pending: openRoundsPending },
    { name: 'settlement', run: (tickCtx) => settlePendingRounds(tickCtx), pending: unsettledRoundsPending },
    { name: 'completion', run: completeMatches, pending: completableMatchesPending },
    { name: 'final standings', ...external.finalStandings },
    { name: 'housekeeping', ...external.housekeeping },
  ];

  const observers = new Set<(stepMs: Readonly<Record<string, number>>) => void>();
  const tick = async () => {
    const now = ctx.clock.now();
    const errors: unknown[] = [];
    const stepMs: Record<string, number> = {};
    const began = performance.now();
    let changed = false;
    const tickCtx: EngineContext = {
      ...ctx,
      notices: {
        publish: (messages) => {
          if (messages.length > 0) changed = true;
          return ctx.notices.publish(messages);
        },
      },
    };
    const pending = await surveySteps(ctx.db, steps, now).catch((err: unknown) => {
      // without the answer every step runs, as each finds out for itself
      ctx.log.error({ err }, 'game clock survey failed');
      return steps.map(() => true);
    });
    stepMs.survey = performance.now() - began;
    for (const [index, step] of steps.entries()) {
      if (!changed && !pending[index]) continue;
      const stepBegan = performance.now();
      try {
        await step.run(tickCtx, now);
      } catch (err) {
        ctx.log.error({ err, step: step.name }, 'game clock step failed');
        errors.push(err);
      }
      stepMs[step.name] = performance.now() - stepBegan;
    }
    for (const observer of observers) observer(stepMs);
    const tookMs = Math.round(performance.now() - began);
    if (tookMs > tickMs) {
      const rounded = Object.fromEntries(Object.entries(stepMs).map(([name, ms]) => [name, Math.round(ms)]));
      ctx.log.warn({ tookMs, intervalMs: tickMs, stepMs: rounded }, SLOW_TICK);
    }
    if (errors.length > 0)
      throw errors.length === 1 ? errors[0] : new AggregateError(errors, 'game clock tick failed');
  };

  // each step logged its own failure above
  const ticker = createTicker([{ name: 'game-clock', run: tick }], tickMs, () => undefined);
  return {
    context: ctx,
    tick,
    observe(listener) {
      observers.add(listener);
      return () => observers.delete(listener);
    },
    start: () => ticker.start(),
    stop: () => ticker.stop(),
  };
}
