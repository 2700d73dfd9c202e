import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/database';
import { type LedgerEntry, postLedgerEntries } from '../ledger';

/** What settling needs of a bet as it is before this settlement. */
export type SettlingBet = {
  id: string;
  lobbyId: string;
  userId: string;
  roundId: string;
  status: string;
  payout: number;
  settledVersion: number;
};
export type BetOutcome = { status: 'won' | 'lost' | 'void'; payout: number };
export type BetSettlement = { bet: SettlingBet; outcome: BetOutcome };
/** The round being settled, at which settlement version, and when. */
export type SettlementRun = { roundId: string; version: number; now: Date };

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

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
const memberKey = (lobbyId: string, userId: string) => `${lobbyId}/${userId}`;
const settledBefore = (bet: SettlingBet) => bet.settledVersion > 0 && bet.status !== 'pending';

/**
 * Moves every bet that is behind the settlement version to its outcome, in one UPDATE: only a bet
 * still behind moves, so it is settled exactly once whoever else tries. Returns the ids it moved.
 */
async function moveBets(
  tx: Tx,
  settlements: readonly BetSettlement[],
  { roundId, version, now }: SettlementRun,
): Promise<Set<string>> {
  const result = await tx.execute(sql`
    UPDATE bets SET status = u.status, payout = u.payout, settled_version = ${version},
                    settled_at = ${now.toISOString()}::timestamptz
    FROM unnest(
      ${sql.param(settlements.map((s) => s.bet.id))}::uuid[],
      ${sql.param(settlements.map((s) => s.outcome.status))}::text[],
      ${sql.param(settlements.map((s) => s.outcome.payout))}::int[]
    ) AS u(id, status, payout)
    WHERE bets.round_id = ${roundId} AND bets.id = u.id AND bets.settled_version < ${version}
    RETURNING bets.id
  `);
  return new Set(rowsOf<{ id: string }>(result).map((row) => row.id));
}

/**
 * Takes back earlier payouts, but never more than each player has (their rows locked first): the
 * balance never goes below 0 and the rest is returned as a shortfall for the audit (game-rules 5,
 * docs "Corrections"). A player has one bet a round, so each balance is read once.
 */
async function takeBack(
  tx: Tx,
  corrected: readonly BetSettlement[],
  version: number,
): Promise<Map<string, number>> {
  const reversing = corrected.filter(({ bet }) => bet.payout > 0);
  if (reversing.length === 0) return new Map();
  const result = await tx.execute(sql`
    SELECT lu.lobby_id AS "lobbyId", lu.user_id AS "userId", lu.chips
    FROM lobby_users lu
    JOIN unnest(
      ${sql.param(reversing.map(({ bet }) => bet.lobbyId))}::uuid[],
      ${sql.param(reversing.map(({ bet }) => bet.userId))}::uuid[]
    ) AS m(lobby_id, user_id) ON lu.lobby_id = m.lobby_id AND lu.user_id = m.user_id
    ORDER BY lu.lobby_id, lu.user_id
    FOR UPDATE OF lu
  `);
  const chips = new Map(
    rowsOf<{ lobbyId: string; userId: string; chips: number }>(result).map((m) => [
      memberKey(m.lobbyId, m.userId),
      m.chips,
    ]),
  );
  const shortfalls = new Map<string, number>();
  const reversals: LedgerEntry[] = [];
  for (const { bet } of reversing) {
    const taken = Math.min(bet.payout, chips.get(memberKey(bet.lobbyId, bet.userId)) ?? 0);
    shortfalls.set(bet.id, bet.payout - taken);
    if (taken > 0) {
      reversals.push({
        lobbyId: bet.lobbyId,
        userId: bet.userId,
        delta: -taken,
        kind: 'reversal',
        betId: bet.id,
        roundId: bet.roundId,
        settlementVersion: version,
      });
    }
  }
  await postLedgerEntries(tx, reversals);
  return shortfalls;
}

/**
 * Settles bets of a round at a settlement version with a handful of statements, whatever their number. The
 * bet rows move first, on the condition that they are behind that version; the ledger's unique
 * (bet, kind, version) key guards the chips a second time. A bet settled before is re-settled only
 * if its result changed: the new payout and a reversal of the old one, as new ledger rows.
 * Returns the corrections.
 */
export async function applyBetSettlements(
  tx: Tx,
  settlements: readonly BetSettlement[],
  run: SettlementRun,
): Promise<BetCorrection[]> {
  if (settlements.length === 0) return [];
  const { version } = run;
  const moved = await moveBets(tx, settlements, run);
  const changed = settlements.filter(
    ({ bet, outcome }) =>
      moved.has(bet.id) &&
      !(settledBefore(bet) && bet.status === outcome.status && bet.payout === outcome.payout),
  );
  await postLedgerEntries(
    tx,
    changed
      .filter(({ outcome }) => outcome.payout > 0)
      .map(({ bet, outcome }) => ({
        lobbyId: bet.lobbyId,
        userId: bet.userId,
        delta: outcome.payout,
        kind: outcome.status === 'void' ? 'refund' : 'payout',
        betId: bet.id,
        roundId: bet.roundId,
        settlementVersion: version,
      })),
  );
  const corrected = changed.filter(({ bet }) => settledBefore(bet));
  const shortfalls = await takeBack(tx, corrected, version);
  return corrected.map(({ bet, outcome }) => ({
    betId: bet.id,
    lobbyId: bet.lobbyId,
    userId: bet.userId,
    from: { status: bet.status, payout: bet.payout },
    to: outcome,
    shortfall: shortfalls.get(bet.id) ?? 0,
  }));
}
