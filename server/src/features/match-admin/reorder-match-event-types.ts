import type { MatchEventType } from '@kickchips/core';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { matchEventTypes } from '../../db/schema';
import { badRequest } from '../../http/http-error';
import { listMatchEventTypes } from '../event-types';
import { findMatchRow } from '../matches';
import { auditMatchEventTypes } from './audit-match-event-types';

/**
 * Puts a match's event types in the order named; any not named keep their order after them.
 * A name that is not on the match's list, or is named twice, is refused (400).
 */
export async function reorderMatchEventTypes(
  db: Db,
  matchId: string,
  names: string[],
  actorId: string | null,
): Promise<MatchEventType[]> {
  await findMatchRow(db, matchId);
  const current = await listMatchEventTypes(db, matchId);
  const byName = new Map(current.map((t) => [t.name.toLowerCase(), t]));
  const ordered: MatchEventType[] = [];
  for (const name of names) {
    const type = byName.get(name.toLowerCase());
    if (!type) throw badRequest(`body.eventTypeOrder: "${name}" is not an event type of this match`);
    if (ordered.includes(type)) throw badRequest(`body.eventTypeOrder: "${name}" is named twice`);
    ordered.push(type);
  }
  ordered.push(...current.filter((t) => !ordered.includes(t)));
  await db.transaction(async (tx) => {
    for (const [position, type] of ordered.entries()) {
      await tx
        .update(matchEventTypes)
        .set({ position })
        .where(and(eq(matchEventTypes.matchId, matchId), eq(matchEventTypes.eventTypeId, type._id)));
    }
    await auditMatchEventTypes(tx, actorId, 'update', matchId, { order: ordered.map((t) => t.name) });
  });
  return listMatchEventTypes(db, matchId);
}
