import type { MatchEventType } from '@kickchips/core';
import { and, eq, isNull, notExists, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { bets, lobbies, matchEventTypes, odds } from '../../db/schema';
import { conflict, notFound } from '../../http/http-error';
import { findEventTypeByName, listMatchEventTypes } from '../event-types';
import { findMatchRow } from '../matches';
import { requestRepricing } from '../pricing';
import { auditMatchEventTypes } from './audit-match-event-types';

/**
 * Takes an event type off a match with its odds, unless a bet of this match's lobbies was placed
 * on it (409). An odd a bet still points at is only marked deleted.
 */
export async function removeMatchEventType(
  db: Db,
  matchId: string,
  name: string,
  actorId: string | null,
): Promise<MatchEventType[]> {
  await findMatchRow(db, matchId);
  const type = await findEventTypeByName(db, name);
  const listed = type && (await listMatchEventTypes(db, matchId)).some((t) => t._id === type.id);
  if (!type || !listed) throw notFound(`"${name}" is not an event type of this match`);
  const [bet] = await db
    .select({ id: bets.id })
    .from(bets)
    .innerJoin(lobbies, eq(lobbies.id, bets.lobbyId))
    .where(and(eq(lobbies.matchId, matchId), eq(bets.eventType, type.name)))
    .limit(1);
  if (bet) throw conflict(`Bets were placed on "${type.name}" in this match, so it cannot be removed`);
  await db.transaction(async (tx) => {
    await tx
      .delete(matchEventTypes)
      .where(and(eq(matchEventTypes.matchId, matchId), eq(matchEventTypes.eventTypeId, type.id)));
    const ofType = and(eq(odds.matchId, matchId), eq(odds.eventType, type.name));
    await tx
      .delete(odds)
      .where(and(ofType, notExists(tx.select({ one: sql`1` }).from(bets).where(eq(bets.oddId, odds.id)))));
    await tx
      .update(odds)
      .set({ deletedAt: new Date() })
      .where(and(ofType, isNull(odds.deletedAt)));
    await auditMatchEventTypes(tx, actorId, 'delete', matchId, { eventType: type.name });
    await requestRepricing(tx, matchId);
  });
  return listMatchEventTypes(db, matchId);
}
