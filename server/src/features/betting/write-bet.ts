import type { CardKind } from '@kickchips/core';
import type { Db } from '../../db/database';
import { isUniqueViolation } from '../../db/pg-error';
import { preparedStatement } from '../../db/prepared-statement';

export type BetWrite = {
  lobbyId: string;
  userId: string;
  roundId: string;
  roundNumber: number;
  /** The odd's values are copied into the bet, its team (a team line's) included. */
  odd: {
    id: string;
    odds: number;
    eventType: string;
    betType: string;
    threshold: number;
    team?: string | null;
  };
  stake: number;
  cardId: string | null;
  /** The version of the membership row the bet was checked on (`BetContext.memberVersion`). */
  memberVersion: string;
  /** Cards to deal in the same statement: the player's hand, when this bet is what deals it. */
  hand: CardKind[];
  now: Date;
};

/** The bettor's numbers once the bet is in: what the lobby's other screens are told (lobby.delta). */
export type BettorStanding = { chips: number; inPlay: number; betsPlaced: number };

export type BetWriteResult =
  | { kind: 'stale' }
  | { kind: 'duplicate' }
  | { kind: 'placed'; betId: string; standing: BettorStanding; dealt: DealtCard[] };

/** A card the bet's statement dealt. */
export type DealtCard = { id: string; kind: CardKind };

type WrittenRow = { betId: string | null; cardsUsed: number; dealt: DealtCard[] } & BettorStanding;

/**
 * $1 lobby, $2 user, $3 round, $4 member version, $5 odd, $6 stake, $7 multiplier, $8 event type,
 * $9 bet type, $10 threshold, $11 card, $12 now, $13 kinds to deal, $14 round number, $15 team.
 */
const insertBet = preparedStatement<WrittenRow>(
  'write_bet',
  `WITH member AS (
     UPDATE lobby_users lu SET chips = lu.chips - $6::int
     WHERE lu.lobby_id = $1::uuid AND lu.user_id = $2::uuid AND lu.xmin = $4::xid AND lu.left_at IS NULL
       AND NOT EXISTS (SELECT 1 FROM betting_closures bc WHERE bc.lobby_id = $1::uuid AND bc.round_id = $3::uuid)
       AND ($11::uuid IS NULL OR EXISTS (
         SELECT 1 FROM cards c
         WHERE c.id = $11::uuid AND c.lobby_id = $1::uuid AND c.user_id = $2::uuid AND c.used_on_bet_id IS NULL))
     RETURNING lu.lobby_id, lu.chips
   ),
   dealt AS (
     INSERT INTO cards (lobby_id, user_id, kind, created_at)
     SELECT $1::uuid, $2::uuid, hand.kind, $12::timestamptz FROM member, unnest($13::text[]) AS hand(kind)
     RETURNING id, kind
   ),
   bet AS (
     INSERT INTO bets (lobby_id, user_id, round_id, odd_id, stake, multiplier, event_type, bet_type,
                       threshold, card_id, created_at, team)
     SELECT $1::uuid, $2::uuid, $3::uuid, $5::uuid, $6::int, $7::float8, $8::text, $9::text, $10::float8,
            $11::uuid, $12::timestamptz, $15::text
     FROM member
     RETURNING id
   ),
   stake AS (
     INSERT INTO chip_ledger (lobby_id, user_id, delta, kind, bet_id, round_id)
     SELECT $1::uuid, $2::uuid, -$6::int, 'stake', bet.id, $3::uuid FROM bet
   ),
   used AS (
     UPDATE cards SET used_on_bet_id = bet.id, used_in_round_number = $14::int, used_at = $12::timestamptz
     FROM bet WHERE cards.id = $11::uuid AND cards.used_on_bet_id IS NULL
     RETURNING cards.id
   )
   SELECT (SELECT id FROM bet) AS "betId", (SELECT count(*) FROM used)::int AS "cardsUsed",
          (SELECT coalesce(json_agg(json_build_object('id', id, 'kind', kind) ORDER BY id), '[]'::json)
           FROM dealt) AS "dealt",
          (SELECT chips FROM member) AS "chips",
          (SELECT count(*) + 1 FROM bets b WHERE b.lobby_id = $1::uuid AND b.user_id = $2::uuid)::int AS "betsPlaced",
          (SELECT coalesce(sum(b.stake) FILTER (WHERE b.status = 'pending'), 0) + $6::int
           FROM bets b WHERE b.lobby_id = $1::uuid AND b.user_id = $2::uuid)::int AS "inPlay"`,
);

/**
 * Writes a checked bet in one statement, its own transaction: the stake leaves the player's
 * balance, the bet, its 'stake' ledger entry (as postLedgerEntry does, in one statement so they
 * cannot part), the dealt hand (if due) and the card marked used. The balance moves only while the
 * membership row is still the version the bet was checked on (a concurrent bet, deal, penalty,
 * elimination or leave rewrote it: PostgreSQL re-checks the version on the newest row after waiting
 * for its lock), the round's betting closure is absent and the card unused; otherwise nothing is
 * written (`stale`: the caller reads again). Everything else hangs off that move. The unique
 * (lobby, user, round) key is the last word on a repeat (`duplicate`). The bettor's standing after
 * it comes back from the same statement: the bets it saw (the statement's snapshot, which the
 * version check makes the latest) plus this one; and the cards it dealt, in the order a hand is read
 * (one deal's cards share their time, so by id).
 */
export async function writeBet(db: Db, bet: BetWrite): Promise<BetWriteResult> {
  const { lobbyId, userId, roundId, odd, now } = bet;
  let row: WrittenRow | undefined;
  try {
    [row] = await insertBet(db, [
      lobbyId,
      userId,
      roundId,
      bet.memberVersion,
      odd.id,
      bet.stake,
      odd.odds,
      odd.eventType,
      odd.betType,
      odd.threshold,
      bet.cardId,
      now.toISOString(),
      bet.hand,
      bet.roundNumber,
      odd.team ?? null,
    ]);
  } catch (err) {
    if (isUniqueViolation(err, 'bets_lobby_user_round_key')) return { kind: 'duplicate' };
    throw err;
  }
  if (!row?.betId) return { kind: 'stale' };
  // the card was unused on the version the statement went ahead on: a miss is a server bug
  if (row.cardsUsed !== (bet.cardId ? 1 : 0)) throw new Error(`bet ${row.betId}: card not marked used`);
  const { chips, inPlay, betsPlaced } = row;
  return { kind: 'placed', betId: row.betId, standing: { chips, inPlay, betsPlaced }, dealt: row.dealt };
}
