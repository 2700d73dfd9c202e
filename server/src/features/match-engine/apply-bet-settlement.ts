import { and, eq, lt } from 'drizzle-orm';
import type { Tx } from '../../db/database';
import { bets, lobbyUsers } from '../../db/schema';
import { postLedgerEntry } from '../ledger/post-ledger-entry';

export type BetRow = typeof bets.$inferSelect;
export type BetOutcome = { status: 'won' | 'lost' | 'void'; payout: number };

/** A settled bet whose result changed in a correction, for the audit row. */
export type BetCorrection = {
  betId: string;
  lobbyId: string;
  userId: string;
  from: { status: string; payout: number };
  to: BetOutcome;
  /** Chips of the earlier payout that could not be taken back because the player had spent them. */
  shortfall: number;
};

/**
 * Takes back an earlier payout, but never more than the player has: the balance never goes below
 * 0 and the rest is returned as a shortfall for the audit (game-rules 5, docs "Corrections").
 */
async function takeBack(tx: Tx, bet: BetRow, amount: number, version: number): Promise<number> {
  const [member] = await tx
    .select({ chips: lobbyUsers.chips })
    .from(lobbyUsers)
    .where(and(eq(lobbyUsers.lobbyId, bet.lobbyId), eq(lobbyUsers.userId, bet.userId)))
    .for('update');
  const taken = Math.min(amount, member?.chips ?? 0);
  if (taken > 0) {
    await postLedgerEntry(tx, {
      lobbyId: bet.lobbyId,
      userId: bet.userId,
      delta: -taken,
      kind: 'reversal',
      betId: bet.id,
      roundId: bet.roundId,
      settlementVersion: version,
    });
  }
  return amount - taken;
}

/**
 * Settles one bet at a settlement version. The bet row moves first, on the condition that it is
 * behind that version, so it is settled exactly once whoever else tries; the ledger's unique
 * (bet, kind, version) key guards the chips a second time. A bet settled before is re-settled
 * only if its result changed: the new payout and a reversal of the old one, as new ledger rows.
 */
export async function applyBetSettlement(
  tx: Tx,
  bet: BetRow,
  outcome: BetOutcome,
  version: number,
  now: Date,
): Promise<BetCorrection | null> {
  const moved = await tx
    .update(bets)
    .set({ status: outcome.status, payout: outcome.payout, settledVersion: version, settledAt: now })
    .where(and(eq(bets.id, bet.id), lt(bets.settledVersion, version)))
    .returning({ id: bets.id });
  if (moved.length === 0) return null;
  const entry = {
    lobbyId: bet.lobbyId,
    userId: bet.userId,
    betId: bet.id,
    roundId: bet.roundId,
    settlementVersion: version,
  };
  const settledBefore = bet.settledVersion > 0 && bet.status !== 'pending';
  if (settledBefore && bet.status === outcome.status && bet.payout === outcome.payout) return null;
  if (outcome.payout > 0) {
    await postLedgerEntry(tx, {
      ...entry,
      delta: outcome.payout,
      kind: outcome.status === 'void' ? 'refund' : 'payout',
    });
  }
  if (!settledBefore) return null;
  const shortfall = bet.payout > 0 ? await takeBack(tx, bet, bet.payout, version) : 0;
  return {
    betId: bet.id,
    lobbyId: bet.lobbyId,
    userId: bet.userId,
    from: { status: bet.status, payout: bet.payout },
    to: outcome,
    shortfall,
  };
}
