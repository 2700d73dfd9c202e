import {
  BUILT_IN_EVENT_TYPES,
  type CreateMatchInput,
  type MatchFormOdd,
  type MatchWithParts,
} from '@kickchips/core';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { eventTypes, matchEventTypes, matches, matchHalves } from '../../db/schema';
import { writeAudit } from '../audit';
import { listHalves } from '../matches';
import { matchViewOf } from './list-matches';
import { saveOdd } from './save-odd';

/**
 * Creates a match the way the official rules play it: two upcoming halves (their rounds are added
 * in the form) and the nine built-in event types. Odds come from the form's drafts, if any.
 */
export async function createMatch(
  db: Db,
  input: CreateMatchInput & { odds?: MatchFormOdd[] | undefined },
  actorId: string | null,
): Promise<MatchWithParts> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(matches)
      .values({
        homeTeam: input.homeTeam,
        awayTeam: input.awayTeam,
        status: input.status,
        scheduledAt: input.scheduledAt ? new Date(input.scheduledAt) : null,
        clockSpeed: input.clockSpeed ?? 1,
      })
      .returning();
    const matchId = row!.id;
    await tx.insert(matchHalves).values([1, 2].map((halfNumber) => ({ matchId, halfNumber })));
    const builtIn = await tx.select().from(eventTypes).where(eq(eventTypes.kind, 'builtIn'));
    const order = new Map<string, number>(BUILT_IN_EVENT_TYPES.map((name, i) => [name, i]));
    if (builtIn.length > 0) {
      await tx
        .insert(matchEventTypes)
        .values(
          builtIn.map((t) => ({ matchId, eventTypeId: t.id, position: order.get(t.name) ?? order.size })),
        );
    }
    await writeAudit(tx, { actorId, action: 'create', entity: 'match', entityId: matchId, detail: input });
    const odds = [];
    for (const draft of input.odds ?? []) {
      odds.push(await saveOdd(tx, { ...draft, id: undefined, matchId }, actorId));
    }
    return { match: await matchViewOf(tx, row!), halfs: await listHalves(tx, { matchId }), odds };
  });
}
