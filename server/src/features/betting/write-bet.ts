import type { CardKind } from '@kickchips/core';
import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/database';
import { markLobbyDealt } from './deal-player-cards';

export type BetWrite = {
  lobbyId: string;
  userId: string;
  roundId: string;
  roundNumber: number;
  odd: { id: string; odds: number; eventType: string; betType: string; threshold: number };
  stake: number;
  cardId: string | null;
  /** What the read saw of the player's rows; the write goes ahead only if they still hold. */
  seen: { bets: number; cards: number; usedCards: number };
  /** Cards to deal in the same statement, and whether the lobby's deal is still to be marked. */
  deal: { hand: CardKind[]; markLobby: boolean };
  now: Date;
};

export type BetWriteResult = { kind: 'stale' } | { kind: 'duplicate' } | { kind: 'placed'; betId: string };

/**
 * Writes a checked bet in one statement: the dealt hand (if due), the bet, its 'stake' ledger entry
 * and the matching move of the cached balance (as postLedgerEntry does, in one statement so they
 * cannot part), and the card marked used. Nothing is written unless the read the bet was checked on
 * is still true: the player's bets, cards and used cards counted again and the round's betting
 * closure still absent (`stale` otherwise; the caller reads again under the lock it holds). The
 * unique (lobby, user, round) key is the last word on a repeat (`duplicate`). The `chips >= 0`
 * check aborts the statement if a balance would go below 0.
 */
export async function writeBet(tx: Tx, bet: BetWrite): Promise<BetWriteResult> {
  const { lobbyId, userId, roundId, odd, now } = bet;
  const at = sql`${now.toISOString()}::timestamptz`;
  const deal: SQL[] = [];
  if (bet.deal.hand.length > 0) {
    const kinds = sql.join(
      bet.deal.hand.map((kind) => sql`(${kind})`),
      sql`, `,
    );
    deal.push(sql`dealt AS (
      INSERT INTO cards (lobby_id, user_id, kind, created_at)
      SELECT ${lobbyId}, ${userId}, hand.kind, ${at} FROM (VALUES ${kinds}) AS hand(kind)
      WHERE (SELECT fresh FROM guard)
      RETURNING id)`);
  }
  if (bet.deal.hand.length > 0 && bet.deal.markLobby) {
    deal.push(sql`marked AS (${markLobbyDealt(lobbyId, now)} AND (SELECT fresh FROM guard) RETURNING id)`);
  }
  const result = await tx.execute(sql`
    WITH guard AS (
      SELECT (SELECT count(*) FROM bets WHERE lobby_id = ${lobbyId} AND user_id = ${userId}) = ${bet.seen.bets}::int
        AND (SELECT count(*) = ${bet.seen.cards}::int AND count(used_on_bet_id) = ${bet.seen.usedCards}::int
             FROM cards WHERE lobby_id = ${lobbyId} AND user_id = ${userId})
        AND NOT EXISTS (SELECT 1 FROM betting_closures WHERE lobby_id = ${lobbyId} AND round_id = ${roundId})
        AS fresh
    ),
    ${deal.length > 0 ? sql`${sql.join(deal, sql`, `)},` : sql``}
    bet AS (
      INSERT INTO bets (lobby_id, user_id, round_id, odd_id, stake, multiplier, event_type, bet_type,
                        threshold, card_id, created_at)
      SELECT ${lobbyId}, ${userId}, ${roundId}, ${odd.id}, ${bet.stake}::int, ${odd.odds}::float8,
             ${odd.eventType}, ${odd.betType}, ${odd.threshold}::float8, ${bet.cardId}::uuid, ${at}
      WHERE (SELECT fresh FROM guard)
      ON CONFLICT (lobby_id, user_id, round_id) DO NOTHING
      RETURNING id
    ),
    stake AS (
      INSERT INTO chip_ledger (lobby_id, user_id, delta, kind, bet_id, round_id)
      SELECT ${lobbyId}, ${userId}, ${-bet.stake}::int, 'stake', bet.id, ${roundId} FROM bet
      RETURNING delta
    ),
    balance AS (
      UPDATE lobby_users SET chips = lobby_users.chips + stake.delta FROM stake
      WHERE lobby_users.lobby_id = ${lobbyId} AND lobby_users.user_id = ${userId}
      RETURNING lobby_users.chips
    ),
    used AS (
      UPDATE cards SET used_on_bet_id = bet.id, used_in_round_number = ${bet.roundNumber}::int, used_at = ${at}
      FROM bet WHERE cards.id = ${bet.cardId}::uuid AND cards.used_on_bet_id IS NULL
      RETURNING cards.id
    )
    SELECT (SELECT fresh FROM guard) AS fresh, (SELECT id FROM bet) AS "betId",
           (SELECT count(*) FROM balance)::int AS charged, (SELECT count(*) FROM used)::int AS "cardsUsed"
  `);
  const [row] = (result as unknown as { rows: WriteRow[] }).rows;
  if (!row?.fresh) return { kind: 'stale' };
  if (!row.betId) return { kind: 'duplicate' };
  // the member row is locked and the card was read unused under that lock: a miss is a server bug
  if (row.charged !== 1 || row.cardsUsed !== (bet.cardId ? 1 : 0)) {
    throw new Error(`bet ${row.betId}: stake or card not written`);
  }
  return { kind: 'placed', betId: row.betId };
}

type WriteRow = { fresh: boolean; betId: string | null; charged: number; cardsUsed: number };
