import type { PushMessage } from '@kickchips/core';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/database';
import { rowsOf } from '../../db/rows-of';
import { type LedgerEntry, postLedgerEntries } from '../ledger';
import { notifyResultChanges, type ResultChange } from '../notifications';
import { type CorrectionPlan, planCorrection } from './plan-correction';
import { recordedEvents } from './round-result';

export type ReplayedCorrection = { plan: CorrectionPlan; notified: PushMessage[] };

/**
 * Raises the settlement version of each other round whose bets the plan changes, and answers every
 * touched round's version: a round that was settled stays settled at its new version, one still
 * waiting for the clock keeps waiting, and the bets moved here are at the new version, so the clock
 * settles only the others.
 */
async function raiseVersions(tx: Tx, plan: CorrectionPlan, version: number, now: Date) {
  const others = [
    ...new Set(
      plan.members.flatMap((m) => m.bets.map((bet) => bet.roundId)).filter((id) => id !== plan.roundId),
    ),
  ];
  const versions = new Map([[plan.roundId, version]]);
  if (others.length === 0) return versions;
  const raised = rowsOf<{ id: string; version: number }>(
    await tx.execute(sql`
      UPDATE match_rounds
      SET settlement_version = settlement_version + 1,
          settled_version = CASE WHEN settled_version = settlement_version THEN settlement_version + 1
                                 ELSE settled_version END,
          updated_at = ${now.toISOString()}::timestamptz
      WHERE id = ANY(${sql.param(others)}::uuid[])
      RETURNING id, settlement_version AS version
    `),
  );
  for (const round of raised) versions.set(round.id, round.version);
  return versions;
}

/**
 * Carries out a correction of a finished round inside the caller's transaction, which holds the
 * round's lock (game-rules 16, corrections): planCorrection replays every member with a bet on it
 * against the record as it now stands and locks them; each changed bet takes its new standing at
 * its round's new settlement version, and the differences go into the ledger as new rows only
 * (payouts, refunds, reversals), each member's balance moving in the same statement, so it stays
 * the sum of their ledger and never goes below 0. Each player whose bet changed is told why.
 */
export async function replayCorrection(
  tx: Tx,
  round: { id: string; matchId: string },
  version: number,
  now: Date,
): Promise<ReplayedCorrection | null> {
  const plan = await planCorrection(tx, round.id, await recordedEvents(tx, round.matchId), true);
  if (!plan || plan.members.length === 0) return plan && { plan, notified: [] };
  const versions = await raiseVersions(tx, plan, version, now);
  const bets = plan.members.flatMap((member) => member.bets.map((bet) => ({ ...bet, member })));
  await tx.execute(sql`
    UPDATE bets b
    SET status = c.status, payout = c.payout, void_reason = c.reason, settled_version = c.version,
        settled_at = CASE WHEN c.status = 'pending' THEN NULL ELSE ${now.toISOString()}::timestamptz END
    FROM unnest(
      ${sql.param(bets.map((bet) => bet.betId))}::uuid[], ${sql.param(bets.map((bet) => bet.to.status))}::text[],
      ${sql.param(bets.map((bet) => bet.to.payout))}::int[], ${sql.param(bets.map((bet) => bet.voidReason))}::text[],
      ${sql.param(bets.map((bet) => versions.get(bet.roundId)!))}::int[]
    ) AS c(id, status, payout, reason, version)
    WHERE b.id = c.id
  `);
  const entries: LedgerEntry[] = plan.members.flatMap((member) => [
    ...member.bets.flatMap((bet) =>
      bet.rows.map((row) => ({
        lobbyId: member.lobbyId,
        userId: member.userId,
        delta: row.delta,
        kind: row.kind,
        betId: bet.betId,
        roundId: bet.roundId,
        settlementVersion: versions.get(bet.roundId)!,
      })),
    ),
    ...member.penalties.map((penalty) => ({
      lobbyId: member.lobbyId,
      userId: member.userId,
      delta: penalty.delta,
      kind: 'reversal' as const,
      roundId: penalty.roundId,
      settlementVersion: version,
    })),
  ]);
  await postLedgerEntries(tx, entries, [], { repeats: 'abort' });
  const changes: ResultChange[] = bets.map((bet) => ({
    lobbyId: bet.member.lobbyId,
    userId: bet.member.userId,
    roundNumber: plan.roundNumbers.get(bet.roundId)!,
    from: bet.from,
    to: bet.to,
    chips: bet.delta,
    reason: bet.newlyUncovered ? bet.voidReason : null,
  }));
  return { plan, notified: await notifyResultChanges(tx, plan.roundNumber, changes, now) };
}
