import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/database';

/**
 * Asks the clock's pricing step to work a match's automatic prices out again at its next tick:
 * after a round was added, moved or deleted, an event type added or removed, a line unpinned, or
 * the match's pricing settings changed.
 */
export async function requestRepricing(db: Db | Tx, matchId: string): Promise<void> {
  await db.execute(sql`UPDATE matches SET priced_round_id = NULL WHERE id = ${matchId} AND auto_pricing`);
}
