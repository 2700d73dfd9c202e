import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/database';
import { rowsOf } from '../../db/rows-of';

export type LedgerMismatch = { lobbyId: string; userId: string; chips: number; ledgerSum: number };

/**
 * Every player whose cached balance differs from the sum of their ledger. Empty when the books
 * balance; tests, the soak run and the admin health check hold it to that.
 */
export async function ledgerMismatches(db: Db | Tx): Promise<LedgerMismatch[]> {
  const result = await db.execute(sql`
    SELECT lu.lobby_id AS "lobbyId", lu.user_id AS "userId", lu.chips,
           COALESCE(SUM(l.delta), 0)::int AS "ledgerSum"
    FROM lobby_users lu
    LEFT JOIN chip_ledger l ON l.lobby_id = lu.lobby_id AND l.user_id = lu.user_id
    GROUP BY lu.lobby_id, lu.user_id, lu.chips
    HAVING lu.chips <> COALESCE(SUM(l.delta), 0)
  `);
  return rowsOf<LedgerMismatch>(result);
}
