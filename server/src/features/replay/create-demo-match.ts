import { randomUUID } from 'node:crypto';
import { BUILT_IN_EVENT_TYPES, drawMatchTimeline, EVENT_RATES } from '@kickchips/core';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/database';
import { eventTypes, matchEventTypes, matches, matchHalves, matchRounds } from '../../db/schema';
import { createReplayInTx } from './create-replay';
import { DEMO_CLOCK_SPEED, DEMO_LEAD_MS, DEMO_TEAMS } from './demo-match-settings';
import type { Timeline } from './timeline';

const ROUNDS_PER_HALF = 5;
const ROUND_MINUTES = 9;

export type DemoMatchOptions = {
  teams?: { homeTeam: string; awayTeam: string };
  /** The seed its timeline is drawn from; a fresh one when not given (tests fix it). */
  seed?: string;
};

/** A match drawn from the pricing model's own rates (core's drawMatchTimeline), as the replay plays it. */
export function demoTimeline(seed: string): Timeline {
  const drawn = drawMatchTimeline(EVENT_RATES, seed);
  return {
    events: drawn.events.map((event, index) => ({ ...event, line: index + 1 })),
    halfLengths: drawn.halfLengths,
  };
}

/**
 * A demo match the server plays by itself: two halves of five 9-minute rounds (the last of each
 * half open-ended, so it holds the added time), the built-in event types priced automatically,
 * and a replay that kicks off a minute or two from `now`. Every demo match plays another match,
 * drawn from the model's rates with a fresh seed kept on the match, so that no one can learn the
 * demo by heart. Returns the match id.
 */
export async function createDemoMatch(tx: Tx, now: Date, options: DemoMatchOptions = {}): Promise<string> {
  const teams = options.teams ?? DEMO_TEAMS;
  const seed = options.seed ?? randomUUID();
  const [match] = await tx
    .insert(matches)
    .values({
      homeTeam: teams.homeTeam,
      awayTeam: teams.awayTeam,
      status: 'scheduled',
      clockSpeed: DEMO_CLOCK_SPEED,
      autoPricing: true,
      timelineSeed: seed,
    })
    .returning({ id: matches.id });
  const matchId = match!.id;
  const types = await tx.select().from(eventTypes).where(eq(eventTypes.kind, 'builtIn'));
  const order = new Map<string, number>(BUILT_IN_EVENT_TYPES.map((name, i) => [name, i]));
  if (types.length > 0) {
    await tx
      .insert(matchEventTypes)
      .values(types.map((t) => ({ matchId, eventTypeId: t.id, position: order.get(t.name) ?? order.size })));
  }
  for (const halfNumber of [1, 2]) {
    const [half] = await tx
      .insert(matchHalves)
      .values({ matchId, halfNumber })
      .returning({ id: matchHalves.id });
    await tx.insert(matchRounds).values(
      Array.from({ length: ROUNDS_PER_HALF }, (_, i) => ({
        matchId,
        halfId: half!.id,
        roundNumber: (halfNumber - 1) * ROUNDS_PER_HALF + i + 1,
        startMinute: i * ROUND_MINUTES,
        endMinute: i === ROUNDS_PER_HALF - 1 ? null : (i + 1) * ROUND_MINUTES,
      })),
    );
  }
  await createReplayInTx(
    tx,
    {
      matchId,
      format: 'demo',
      clockSpeed: DEMO_CLOCK_SPEED,
      timeline: demoTimeline(seed),
      startAt: new Date(now.getTime() + DEMO_LEAD_MS),
      isDemo: true,
      actorId: null,
    },
    now,
  );
  return matchId;
}
