import type { MatchFormInput, MatchWithParts } from '@kickchips/core';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { matches } from '../../db/schema';
import { writeAudit } from '../audit';
import { findMatchRow, listHalves } from '../matches';
import { matchViewOf } from './list-matches';
import { listOdds } from './list-odds';
import { saveOdd } from './save-odd';

/** Statuses the server derives from the halves; the form's status never replaces them. */
const DERIVED_STATUSES = ['active', 'completed'];

/**
 * The match form submit: the match's fields, then each odd of the list saved (created, or updated
 * by its _id). Odds missing from the list stay: removing one is its own call (DELETE odds/{id}).
 * Once a half has started the match's status is the server's, so the form's status is ignored.
 */
export async function updateMatch(
  db: Db,
  id: string,
  input: MatchFormInput,
  actorId: string | null,
): Promise<MatchWithParts> {
  return db.transaction(async (tx) => {
    const current = await findMatchRow(tx, id);
    const { odds: drafts, ...fields } = input;
    const halves = await listHalves(tx, { matchId: id });
    const started = DERIVED_STATUSES.includes(current.status) || halves.some((h) => h.status !== 'upcoming');
    const [row] = await tx
      .update(matches)
      .set({
        homeTeam: fields.homeTeam,
        awayTeam: fields.awayTeam,
        status: started ? current.status : fields.status,
        ...(fields.scheduledAt !== undefined && {
          scheduledAt: fields.scheduledAt ? new Date(fields.scheduledAt) : null,
        }),
        ...(fields.clockSpeed !== undefined && { clockSpeed: fields.clockSpeed }),
        updatedAt: new Date(),
      })
      .where(eq(matches.id, id))
      .returning();
    await writeAudit(tx, { actorId, action: 'update', entity: 'match', entityId: id, detail: fields });
    for (const draft of drafts ?? []) {
      await saveOdd(tx, { ...draft, id: draft._id, matchId: id }, actorId);
    }
    return {
      match: await matchViewOf(tx, row!),
      halfs: await listHalves(tx, { matchId: id }),
      odds: await listOdds(tx, { matchId: id }),
    };
  });
}
