import { type Odd, oddName } from '@kickchips/core';
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Db, Tx } from '../../db/database';
import { odds } from '../../db/schema';
import { conflict, notFound } from '../../http/http-error';
import { writeAudit } from '../audit';
import { attachEventType, requireEventType } from '../event-types';
import { lockMatchRow, toOddView } from '../matches';
import { requestRepricing } from '../pricing';
import { deleteOdd } from './delete-odd';

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

type OddRow = typeof odds.$inferSelect;
type Terms = { eventType: string; betType: 'over' | 'under'; threshold: number };

const isSavedId = (id: string | undefined): id is string => id !== undefined && !id.startsWith('temp_');
const sameTerms = (row: OddRow, terms: Terms) =>
  row.eventType === terms.eventType && row.betType === terms.betType && row.threshold === terms.threshold;

async function findEdited(db: Db | Tx, id: string, matchId: string): Promise<OddRow> {
  const [row] = await db
    .select()
    .from(odds)
    .where(and(eq(odds.id, id), eq(odds.matchId, matchId), isNull(odds.deletedAt)));
  if (!row) throw notFound('Odd not found');
  return row;
}

/** The match's line on these terms and team, other than the one being edited. */
async function findLine(db: Db | Tx, matchId: string, terms: Terms, team: string | null, other?: string) {
  const [row] = await db
    .select()
    .from(odds)
    .where(
      and(
        eq(odds.matchId, matchId),
        eq(odds.eventType, terms.eventType),
        eq(odds.betType, terms.betType),
        eq(odds.threshold, terms.threshold),
        // a line on one team is another line than the match's
        team === null ? isNull(odds.team) : eq(odds.team, team),
        isNull(odds.deletedAt),
        other ? ne(odds.id, other) : undefined,
      ),
    );
  return row;
}

/**
 * Creates or updates one odd of a match (game-rules 20, "The admin's hand"). Its event type must
 * exist and joins the match's list if it was not on it. A price the admin sets is theirs: the line
 * is pinned, and the pricing model no longer moves it.
 * - Terms the game already prices (an automatic line, withdrawn or not) are taken over, pinned at
 *   the price given; only an admin's own line on the same terms is a conflict (409).
 * - An automatic line moved to other terms (threshold, side or event type) stays where it was, automatic;
 *   the new terms get the model's price at the next repricing (not offered until then), or, when
 *   the admin typed another price than the line had, that price, pinned.
 * Bets copy what they need of an odd when placed, so editing a played odd changes no bet.
 */
export async function saveOdd(db: Tx, fields: OddFields, actorId: string | null): Promise<Odd> {
  await lockMatchRow(db, fields.matchId);
  const type = await requireEventType(db, fields.eventType);
  await attachEventType(db, fields.matchId, type.id);
  const terms: Terms = { eventType: type.name, betType: fields.betType, threshold: fields.threshold };
  const edited = isSavedId(fields.id) ? await findEdited(db, fields.id, fields.matchId) : undefined;
  const twin = await findLine(db, fields.matchId, terms, edited?.team ?? null, edited?.id);
  if (twin?.pinned) {
    throw conflict(`${type.name} already has an ${fields.betType} odd at threshold ${fields.threshold}`);
  }
  const moved = edited !== undefined && !sameTerms(edited, terms);
  const line = {
    ...terms,
    name: fields.name || oddName(type.name, fields.betType, fields.threshold),
    matchId: fields.matchId,
    team: edited?.team ?? null,
    withdrawn: false,
  };
  if (edited && !edited.pinned && moved && fields.odds === edited.odds) {
    // the model's line, priced at the next repricing and not offered until then
    const automatic = { ...line, odds: twin?.odds ?? edited.odds, pinned: false, offered: false };
    const row = await writeLine(db, twin?.id, { ...automatic, pricedRoundId: null }, actorId);
    await requestRepricing(db, fields.matchId);
    return toOddView(row);
  }
  // an automatic line that moves leaves its terms to the model; an admin's line moves itself
  const target = twin ?? (edited && (edited.pinned || !moved) ? edited : undefined);
  const row = await writeLine(
    db,
    target?.id,
    { ...line, odds: fields.odds, pinned: true, offered: true },
    actorId,
  );
  if (twin && edited?.pinned) await deleteOdd(db, edited.id, actorId);
  return toOddView(row);
}

/** Writes a line's values over the line `id`, or as a new line without one. */
async function writeLine(
  db: Db | Tx,
  id: string | undefined,
  values: typeof odds.$inferInsert,
  actorId: string | null,
): Promise<OddRow> {
  const [row] = id
    ? await db
        .update(odds)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(odds.id, id))
        .returning()
    : await db.insert(odds).values(values).returning();
  const { matchId: _, ...detail } = values;
  await writeAudit(db, {
    actorId,
    action: id ? 'update' : 'create',
    entity: 'odd',
    entityId: row!.id,
    detail,
  });
  return row!;
}
