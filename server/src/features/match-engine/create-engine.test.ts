import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createEngineWorld } from '../../../test/kits/engine-world';
import type { ClockStep } from './clock-step';
import { createEngine, type EngineSteps } from './create-engine';
import type { EngineContext } from './engine-context';

const nothingToDo = () => sql`SELECT 1 WHERE false`;
const somethingToDo = () => sql`SELECT 1`;

describe('the game clock tick', () => {
  const world = createEngineWorld();

  /** Five outside steps that record their runs; `replays` does what it is given. */
  const recordingSteps = (
    pending: Record<keyof EngineSteps, ClockStep['pending']>,
    replays: (ctx: EngineContext) => Promise<void> = async () => undefined,
  ) => {
    const ran: string[] = [];
    const step = (name: keyof EngineSteps, run?: (ctx: EngineContext) => Promise<void>): ClockStep => ({
      run: async (ctx) => {
        ran.push(name);
        await run?.(ctx);
      },
      pending: pending[name],
    });
    const steps: EngineSteps = {
      replays: step('replays', replays),
      pricing: step('pricing'),
      deals: step('deals'),
      finalStandings: step('finalStandings'),
      housekeeping: step('housekeeping'),
    };
    return { ran, engine: createEngine(world.app.engine.context, 1000, steps) };
  };

  it('runs only the steps whose question finds something to do', async () => {
    const { ran, engine } = recordingSteps({
      replays: somethingToDo,
      pricing: nothingToDo,
      deals: nothingToDo,
      finalStandings: nothingToDo,
      housekeeping: somethingToDo,
    });
    await engine.tick();
    expect(ran).toEqual(['replays', 'housekeeping']);
  });

  it('runs every later step once a step has published a notice, and not for an empty one', async () => {
    const quiet = recordingSteps(
      {
        replays: somethingToDo,
        pricing: nothingToDo,
        deals: nothingToDo,
        finalStandings: nothingToDo,
        housekeeping: nothingToDo,
      },
      (ctx) => ctx.notices.publish([]),
    );
    await quiet.engine.tick();
    expect(quiet.ran).toEqual(['replays']);

    const changing = recordingSteps(
      {
        replays: somethingToDo,
        pricing: nothingToDo,
        deals: nothingToDo,
        finalStandings: nothingToDo,
        housekeeping: nothingToDo,
      },
      (ctx) => ctx.notices.publish([{ type: 'match.changed', matchId: world.match.id }]),
    );
    await changing.engine.tick();
    expect(changing.ran).toEqual(['replays', 'pricing', 'deals', 'finalStandings', 'housekeeping']);
  });

  it('runs every step when the survey itself fails', async () => {
    const { ran, engine } = recordingSteps({
      replays: nothingToDo,
      pricing: nothingToDo,
      deals: () => sql`SELECT no_such_column FROM matches`,
      finalStandings: nothingToDo,
      housekeeping: nothingToDo,
    });
    await engine.tick();
    expect(ran).toEqual(['replays', 'pricing', 'deals', 'finalStandings', 'housekeeping']);
  });
});
