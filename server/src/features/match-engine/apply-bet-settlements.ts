import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/database';
import { rowsOf } from '../../db/rows-of';

export type BetOutcome = { status: 'won' | 'lost' | 'void'; payout: number };
/** The round being settled, at which settlement version, and when. */
export type SettlementRun = { roundId: string; version: number; now: Date };

/**
 * What core decided for the round, for applyBetSettlements: one row per kind of bet (its terms, as
 * PostgreSQL wrote them when they were read, so the two always agree) and card strength class,
 * column by column, with its outcome; and each lobby's class where there is more than one.
 */
export type RoundOutcomes = {
  terms: {
    eventType: string[];
    /** The team of a team line; '' for a line on the whole match. */
    team: string[];
    betType: string[];
    /** threshold and multiplier as PostgreSQL's text of the stored doubles (exact both ways). */
    threshold: string[];
    multiplier: string[];
    stake: number[];
    /** '' for no card. */
    cardKind: string[];
    strengthClass: number[];
    status: BetOutcome['status'][];
    payout: number[];
  };
  lobbyClasses: Record<string, number>;
};

/**
 * Moves up to `limit` bets of the round that are behind the settlement version to their outcome and
 * pays what they earn (a bet made void for a reason, by a correction or by its round cut short,
 * stays as it is; a correction replays the players it touches before this runs: replayCorrection), in one statement: each bet finds the outcome of its terms by a hash join on
 * them (so outcomes travel once per kind of bet, not once per bet; the kinds are few, the bets
 * many, so the join hashes the kinds and passes over the bets once), only a bet still behind moves, so
 * it is settled exactly once whoever else tries, and only a bet that moved here and whose result
 * changed gets its payout (or refund) row, one INSERT ... SELECT from the moved rows, with each
 * player's balance moved by the same statement (which fails unless every one of them is a member). The ledger's unique (bet, kind, version) key
 * guards the chips a second time: a repeat would abort the settlement, never pay twice. The due
 * bets are worked out once (`MATERIALIZED`): left to itself, the planner may fold them into the
 * update and run them again for every bet of the round whenever its statistics of `bets` are
 * behind (a new match's first rounds: 1.5 s for 200 bets, growing with the square of their number).
 * Returns how many bets moved.
 */
export async function applyBetSettlements(
  tx: Tx,
  { roundId, version, now }: SettlementRun,
  { terms, lobbyClasses }: RoundOutcomes,
  limit: number,
): Promise<number> {
  const strengthClass =
    Object.keys(lobbyClasses).length === 0
      ? sql`0`
      : sql`coalesce((${JSON.stringify(lobbyClasses)}::jsonb ->> b.lobby_id::text)::int, 0)`;
  const result = await tx.execute(sql`
    WITH outcome AS (
      SELECT * FROM unnest(
        ${sql.param(terms.eventType)}::text[], ${sql.param(terms.team)}::text[], ${sql.param(terms.betType)}::text[],
        ${sql.param(terms.threshold)}::float8[], ${sql.param(terms.multiplier)}::float8[],
        ${sql.param(terms.stake)}::int[], ${sql.param(terms.cardKind)}::text[],
        ${sql.param(terms.strengthClass)}::int[], ${sql.param(terms.status)}::text[],
        ${sql.param(terms.payout)}::int[]
      ) AS o(event_type, team, bet_type, threshold, multiplier, stake, card_kind, strength_class, status, payout)
    ), due AS MATERIALIZED (
      SELECT b.id, b.lobby_id, b.user_id, b.status AS was_status, b.payout AS was_payout,
             b.settled_version > 0 AND b.status <> 'pending' AS settled_before, o.status, o.payout
      FROM bets b LEFT JOIN cards c ON c.id = b.card_id
      JOIN outcome o ON o.event_type = b.event_type AND o.team = coalesce(b.team, '') AND o.bet_type = b.bet_type
        AND o.threshold = b.threshold AND o.multiplier = b.multiplier AND o.stake = b.stake
        AND o.card_kind = coalesce(c.kind, '') AND o.strength_class = ${strengthClass}
      WHERE b.round_id = ${roundId} AND b.settled_version < ${version} AND b.void_reason IS NULL
      LIMIT ${limit}
    ), moved AS (
      UPDATE bets SET status = d.status, payout = d.payout, settled_version = ${version},
                      settled_at = ${now.toISOString()}::timestamptz
      FROM due d
      WHERE bets.id = d.id AND bets.round_id = ${roundId} AND bets.settled_version < ${version}
      RETURNING d.*
    ), changed AS (
      SELECT * FROM moved
      WHERE NOT (settled_before AND was_status = status AND was_payout = payout)
    ), paid AS (
      INSERT INTO chip_ledger (lobby_id, user_id, delta, kind, bet_id, round_id, settlement_version)
      SELECT lobby_id, user_id, payout, CASE WHEN status = 'void' THEN 'refund' ELSE 'payout' END,
             id, ${roundId}::uuid, ${version}::int
      FROM changed WHERE payout > 0
      RETURNING lobby_id, user_id, delta
    ), owed AS (
      SELECT lobby_id, user_id, sum(delta)::int AS delta FROM paid GROUP BY lobby_id, user_id
    ), credited AS (
      UPDATE lobby_users lu SET chips = lu.chips + o.delta
      FROM owed o WHERE lu.lobby_id = o.lobby_id AND lu.user_id = o.user_id
      RETURNING 1
    )
    SELECT (SELECT count(*) FROM moved)::int AS moved,
           (SELECT count(*) FROM owed) = (SELECT count(*) FROM credited) AS "allCredited"
  `);
  const [row] = rowsOf<{ moved: number; allCredited: boolean }>(result);
  // the ledger has no key to lobby_users: a payout to someone outside the lobby aborts the settlement
  if (!row!.allCredited) throw new Error(`round ${roundId}: a payout for a user who is not in their lobby`);
  return row!.moved;
}
