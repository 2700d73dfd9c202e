import type { SQL } from 'drizzle-orm';
import type { EngineContext } from './engine-context';

/**
 * A step of the game clock: what it does at `now`, and a SELECT that finds a row whenever the step
 * could have anything to do at `now` (it may find one when the step then does nothing, never the
 * other way round). Each tick asks every step's question in one statement and skips the steps
 * with nothing to do.
 */
export type ClockStep = {
  run: (ctx: EngineContext, now: Date) => Promise<void>;
  pending: (now: Date) => SQL;
};
