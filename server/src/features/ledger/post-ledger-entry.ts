import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/database';
import { chipLedger, lobbyUsers } from '../../db/schema';

export type LedgerKind = 'start' | 'stake' | 'payout' | 'penalty' | 'refund' | 'reversal' | 'card';

export type LedgerEntry = {
  lobbyId: string;
  userId: string;
  delta: number;
  kind: LedgerKind;
  betId?: string | null;
  roundId?: string | null;
  settlementVersion?: number;
};

export type LedgerResult = { applied: boolean; chips: number | null };

/**
 * Records one chip movement and moves the cached balance in the same transaction. The ledger's
 * unique keys make a repeat a no-op (applied: false): a retried request or a second clock instance
 * can never pay or charge twice. A movement that would take the balance below 0 fails the
 * `chips >= 0` check and aborts the whole transaction.
 */
export async function postLedgerEntry(tx: Tx, entry: LedgerEntry): Promise<LedgerResult> {
  const inserted = await tx
    .insert(chipLedger)
    .values({
      lobbyId: entry.lobbyId,
      userId: entry.userId,
      delta: entry.delta,
      kind: entry.kind,
      betId: entry.betId ?? null,
      roundId: entry.roundId ?? null,
      settlementVersion: entry.settlementVersion ?? 0,
    })
    .onConflictDoNothing()
    .returning({ id: chipLedger.id });
  if (inserted.length === 0) return { applied: false, chips: null };
  const [row] = await tx
    .update(lobbyUsers)
    .set({ chips: sql`${lobbyUsers.chips} + ${entry.delta}` })
    .where(and(eq(lobbyUsers.lobbyId, entry.lobbyId), eq(lobbyUsers.userId, entry.userId)))
    .returning({ chips: lobbyUsers.chips });
  if (!row) throw new Error(`ledger entry for a user who is not in lobby ${entry.lobbyId}`);
  return { applied: true, chips: row.chips };
}
