import { cutShortVoidReason, roundSpans } from '@kickchips/core';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/database';
import { rowsOf } from '../../db/rows-of';
import type { matchRounds } from '../../db/schema';
import { postLedgerEntries } from '../ledger';
import { loadMatchState } from '../matches';
import type { SettlementRun } from './apply-bet-settlements';

type RoundRow = typeof matchRounds.$inferSelect;

/** A line bet on in the round, with the round end its price assumed; priced false when the game made no price for the round. */
type BetLine = { oddId: string; priced: boolean; endMinute: number | null };

/**
 * The round's void lines when its half ended before its end minute (core's cutShortVoidReason):
 * the ids of the lines bet on, by the reason their bets carry.
 */
async function cutShortLines(tx: Tx, round: RoundRow, version: number): Promise<Map<string, string[]>> {
  const voided = new Map<string, string[]>();
  if (round.status !== 'finished' || round.endMinute === null) return voided;
  const loaded = await loadMatchState(tx, round.matchId);
  const span = loaded && roundSpans(loaded.state).find((s) => s.round.id === round.id);
  if (!span || span.halfEndMinute === null || span.halfEndMinute >= round.endMinute) return voided;
  const found = await tx.execute(sql`
    SELECT DISTINCT b.odd_id AS "oddId", rp.odd_id IS NOT NULL AS priced, rp.end_minute AS "endMinute"
    FROM bets b LEFT JOIN round_prices rp ON rp.round_id = b.round_id AND rp.odd_id = b.odd_id
    WHERE b.round_id = ${round.id} AND b.settled_version < ${version}
  `);
  for (const line of rowsOf<BetLine>(found)) {
    const reason = cutShortVoidReason(
      { halfNumber: span.half.halfNumber, endMinute: round.endMinute },
      span.halfEndMinute,
      line.priced ? (line.endMinute === null ? null : Number(line.endMinute)) : undefined,
    );
    if (reason) voided.set(reason, [...(voided.get(reason) ?? []), line.oddId]);
  }
  return voided;
}

/**
 * The first step of settling a finished round (game-rules 16): when its half ended before the
 * round's end minute, the bets on lines priced for more minutes than the round lasted are void,
 * their stakes refunded and the reason stored with each bet; the round's other bets then settle as
 * usual. A void bet moves to the round's settlement version like any settled bet, so it is settled
 * once whoever tries, and settling the round again (a correction) writes no second refund. A bet
 * settled otherwise before (a round settled before this rule) is left to the usual settlement.
 */
export async function voidCutShortBets(tx: Tx, round: RoundRow, { roundId, version, now }: SettlementRun) {
  const lines = await cutShortLines(tx, round, version);
  for (const [reason, oddIds] of lines) {
    const moved = await tx.execute(sql`
      WITH due AS MATERIALIZED (
        SELECT id, status = 'void' AND payout = stake AS refunded_before
        FROM bets
        WHERE round_id = ${roundId} AND odd_id = ANY(${sql.param(oddIds)}::uuid[]) AND settled_version < ${version}
          AND status IN ('pending', 'void')
      )
      UPDATE bets SET status = 'void', payout = stake, void_reason = ${reason}, settled_version = ${version},
                      settled_at = ${now.toISOString()}::timestamptz
      FROM due WHERE bets.id = due.id AND bets.settled_version < ${version}
      RETURNING bets.id, bets.lobby_id AS "lobbyId", bets.user_id AS "userId", bets.stake, due.refunded_before AS "refundedBefore"
    `);
    const refunds = rowsOf<{
      id: string;
      lobbyId: string;
      userId: string;
      stake: number;
      refundedBefore: boolean;
    }>(moved).filter((bet) => !bet.refundedBefore);
    await postLedgerEntries(
      tx,
      refunds.map((bet) => ({
        lobbyId: bet.lobbyId,
        userId: bet.userId,
        delta: bet.stake,
        kind: 'refund' as const,
        betId: bet.id,
        roundId,
        settlementVersion: version,
      })),
      [],
      { repeats: 'abort' },
    );
  }
}
