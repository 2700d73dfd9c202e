import { sql } from 'drizzle-orm';
import { rowsOf } from '../../db/rows-of';
import type { EngineContext } from './engine-context';

/** A match not deleted nor completed, with halves, every one of them finished. */
const completable = sql`
  m.status <> 'completed' AND m.deleted_at IS NULL
  AND EXISTS (SELECT 1 FROM match_halves h WHERE h.match_id = m.id)
  AND NOT EXISTS (SELECT 1 FROM match_halves h WHERE h.match_id = m.id AND h.status <> 'finished')`;

/** The completion step's question for the tick's survey: is any match to complete? */
export const completableMatchesPending = () => sql`SELECT 1 FROM matches m WHERE ${completable}`;

/**
 * The clock's completion step: a match whose every half has finished is completed. One conditional
 * update, so concurrent instances complete each match once (ending the last half normally does it
 * already; this catches halves finished any other way).
 */
export async function completeMatches(ctx: EngineContext, now: Date): Promise<void> {
  const result = await ctx.db.execute(sql`
    UPDATE matches m SET status = 'completed', updated_at = ${now} WHERE ${completable} RETURNING m.id
  `);
  const rows = rowsOf<{ id: string }>(result);
  await ctx.notices.publish(rows.map((row) => ({ type: 'match.changed' as const, matchId: row.id })));
}
