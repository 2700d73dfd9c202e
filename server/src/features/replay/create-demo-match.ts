import { BUILT_IN_EVENT_TYPES } from '@kickchips/core';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/database';
import { eventTypes, matchEventTypes, matches, matchHalves, matchRounds, odds } from '../../db/schema';
import { DEFAULT_ODDS } from '../../seed/default-odds';
import { createReplayInTx } from './create-replay';
import { DEMO_CLOCK_SPEED, DEMO_LEAD_MS, DEMO_TEAMS, DEMO_TIMELINE } from './demo-timeline';
import { parseCsvTimeline } from './parse-csv-timeline';

const ROUNDS_PER_HALF = 5;
const ROUND_MINUTES = 9;

/**
 * A demo match the server plays by itself: two halves of five 9-minute rounds, the built-in event
 * types with their default odds, and a replay of the demo timeline that kicks off a minute or two
 * from `now`, so that a newcomer always finds a live or upcoming match. Returns the match id.
 */
export async function createDemoMatch(
  tx: Tx,
  now: Date,
  teams: { homeTeam: string; awayTeam: string } = DEMO_TEAMS,
): Promise<string> {
  const [match] = await tx
    .insert(matches)
    .values({
      homeTeam: teams.homeTeam,
      awayTeam: teams.awayTeam,
      status: 'scheduled',
      clockSpeed: DEMO_CLOCK_SPEED,
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
        endMinute: (i + 1) * ROUND_MINUTES,
      })),
    );
  }
  await tx.insert(odds).values(
    BUILT_IN_EVENT_TYPES.flatMap((eventType) =>
      DEFAULT_ODDS.map((o) => ({
        matchId,
        eventType,
        betType: o.betType,
        threshold: o.threshold,
        odds: o.odds,
        name: `${eventType} ${o.betType} ${o.threshold}`,
      })),
    ),
  );
  await createReplayInTx(
    tx,
    {
      matchId,
      format: 'demo',
      clockSpeed: DEMO_CLOCK_SPEED,
      timeline: parseCsvTimeline(DEMO_TIMELINE),
      startAt: new Date(now.getTime() + DEMO_LEAD_MS),
      isDemo: true,
      actorId: null,
    },
    now,
  );
  return matchId;
}
