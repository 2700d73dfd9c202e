import { sql } from 'drizzle-orm';
import { rowsOf } from '../../db/rows-of';
import type { EngineContext } from '../match-engine';
import { withNotices } from '../notices';
import { repriceMatch } from './reprice-match';
import { matchesToPrice } from './target-round';

/** The pricing step's question for the tick's survey: does any match need its prices worked out? */
export const matchesToPricePending = () => sql`SELECT 1 ${matchesToPrice}`;

/**
 * The pricing step of the game clock: each match priced automatically whose prices are not for
 * its next round gets them worked out again (`repriceMatch`), one transaction a match, and its
 * screens are told, as for any other change of odds.
 */
export async function priceDueMatches(ctx: EngineContext, now: Date): Promise<void> {
  const due = rowsOf<{ id: string }>(await ctx.db.execute(sql`SELECT m.id ${matchesToPrice}`));
  for (const { id } of due) {
    await withNotices(ctx, async (tx, notify) => {
      if (await repriceMatch(tx, id, now)) notify({ type: 'match.changed', matchId: id });
    });
  }
}
