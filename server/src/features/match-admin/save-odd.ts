import { type Odd, oddName } from '@kickchips/core';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/database';
import { odds } from '../../db/schema';
import { conflict, notFound } from '../../http/http-error';
import { writeAudit } from '../audit';
import { attachEventType, requireEventType } from '../event-types';
import { findMatchRow, toOddView } from '../matches';

export type OddFields = {
  /** A saved odd's id updates it; none (or a client's temp_ id) creates one. */
  id?: string | undefined;
  matchId: string;
  eventType: string;
  betType: 'over' | 'under';
  threshold: number;
  odds: number;
  name?: string | undefined;
};

const isSavedId = (id: string | undefined): id is string => id !== undefined && !id.startsWith('temp_');

/**
 * Creates or updates one odd of a match. Its event type must exist and joins the match's list if
 * it was not on it; two odds of a match may not share event type, bet type and threshold. The price
 * is the admin's, so the line is pinned (game-rules 20): the pricing model no longer moves it.
 * Bets copy what they need of an odd when placed, so editing a played odd changes no bet.
 */
export async function saveOdd(db: Db | Tx, fields: OddFields, actorId: string | null): Promise<Odd> {
  await findMatchRow(db, fields.matchId);
  const type = await requireEventType(db, fields.eventType);
  await attachEventType(db, fields.matchId, type.id);
  const id = isSavedId(fields.id) ? fields.id : undefined;
  const [twin] = await db
    .select({ id: odds.id })
    .from(odds)
    .where(
      and(
        eq(odds.matchId, fields.matchId),
        eq(odds.eventType, type.name),
        eq(odds.betType, fields.betType),
        eq(odds.threshold, fields.threshold),
        // a line on one team is another line than the match's: the twin must be on the same team
        id
          ? sql`${odds.team} IS NOT DISTINCT FROM (SELECT o.team FROM odds o WHERE o.id = ${id})`
          : isNull(odds.team),
        isNull(odds.deletedAt),
        id ? ne(odds.id, id) : undefined,
      ),
    );
  if (twin) {
    throw conflict(`${type.name} already has an ${fields.betType} odd at threshold ${fields.threshold}`);
  }
  const values = {
    eventType: type.name,
    betType: fields.betType,
    threshold: fields.threshold,
    odds: fields.odds,
    name: fields.name || oddName(type.name, fields.betType, fields.threshold),
    // an admin's price is theirs: the pricing model leaves it alone, and players may bet on it
    pinned: true,
    offered: true,
  };
  const [row] = id
    ? await db
        .update(odds)
        .set({ ...values, updatedAt: new Date() })
        .where(and(eq(odds.id, id), eq(odds.matchId, fields.matchId), isNull(odds.deletedAt)))
        .returning()
    : await db
        .insert(odds)
        .values({ ...values, matchId: fields.matchId })
        .returning();
  if (!row) throw notFound('Odd not found');
  await writeAudit(db, {
    actorId,
    action: id ? 'update' : 'create',
    entity: 'odd',
    entityId: row.id,
    detail: values,
  });
  return toOddView(row);
}
