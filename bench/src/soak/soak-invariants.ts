import { dealCards } from '@kickchips/core';
import type { SoakDatabase } from './soak-database';
import type { SentChat } from './soak-player';

export type InvariantResult = { name: string; ok: boolean; detail: string };

type Count = { n: number };

async function count(db: SoakDatabase, sql: string, params: unknown[] = []): Promise<number> {
  const [row] = await db.query<Count>(`SELECT count(*)::int AS n FROM (${sql}) AS q`, params);
  return row?.n ?? 0;
}

const check = (name: string, bad: number, of: number, what: string): InvariantResult => ({
  name,
  ok: bad === 0,
  detail: bad === 0 ? `${of} ${what}` : `${bad} of ${of} ${what} fail`,
});

/**
 * The soak's end-state checks, in SQL on the database both instances wrote: the match played out,
 * every bet settled exactly once, every balance equal to its ledger and never negative, every
 * acknowledged chat message stored, every player dealt one hand, every lobby finished.
 */
export async function checkInvariants(
  db: SoakDatabase,
  matchId: string,
  chats: SentChat[],
  betsAcknowledged: number,
  betsUncertain: number,
): Promise<InvariantResult[]> {
  const results: InvariantResult[] = [];
  const rounds = await count(db, 'SELECT 1 FROM match_rounds WHERE match_id = $1', [matchId]);
  const [match] = await db.query<{ status: string }>('SELECT status FROM matches WHERE id = $1', [matchId]);
  results.push({
    name: 'match completed',
    ok: match?.status === 'completed',
    detail: `status ${match?.status}`,
  });
  results.push(
    check(
      'every round over and settled at its latest version',
      await count(
        db,
        `SELECT 1 FROM match_rounds WHERE match_id = $1
         AND (status NOT IN ('finished', 'void') OR settled_version <> settlement_version OR settlement_version < 1)`,
        [matchId],
      ),
      rounds,
      'rounds',
    ),
  );

  const bets = await count(db, 'SELECT 1 FROM bets');
  results.push(
    check(
      'no bet left pending',
      await count(db, `SELECT 1 FROM bets WHERE status = 'pending' OR settled_at IS NULL`),
      bets,
      'bets',
    ),
  );
  results.push(
    check(
      'every bet staked once and paid once (payout or refund = its payout, no reversal)',
      await count(
        db,
        `SELECT 1 FROM bets b
         LEFT JOIN LATERAL (
           SELECT count(*) FILTER (WHERE kind = 'stake') AS stakes,
                  COALESCE(sum(delta) FILTER (WHERE kind = 'stake'), 0) AS staked,
                  count(*) FILTER (WHERE kind IN ('payout', 'refund')) AS payouts,
                  COALESCE(sum(delta) FILTER (WHERE kind IN ('payout', 'refund')), 0) AS paid,
                  count(*) FILTER (WHERE kind = 'reversal') AS reversals
           FROM chip_ledger l WHERE l.bet_id = b.id) x ON true
         WHERE x.stakes <> 1 OR x.staked <> -b.stake OR x.paid <> b.payout
            OR x.payouts <> (CASE WHEN b.payout > 0 THEN 1 ELSE 0 END) OR x.reversals <> 0
            OR (b.status = 'lost' AND b.payout <> 0) OR (b.status = 'void' AND b.payout <> b.stake)`,
      ),
      bets,
      'bets',
    ),
  );
  results.push({
    name: 'bets stored = bets acknowledged (+ those sent into a fault)',
    ok: bets >= betsAcknowledged && bets <= betsAcknowledged + betsUncertain,
    detail: `${bets} stored, ${betsAcknowledged} acknowledged, ${betsUncertain} uncertain`,
  });

  const members = await count(db, 'SELECT 1 FROM lobby_users');
  results.push(
    check(
      'every balance equals the sum of its ledger',
      await count(
        db,
        `SELECT 1 FROM lobby_users lu
         LEFT JOIN chip_ledger l ON l.lobby_id = lu.lobby_id AND l.user_id = lu.user_id
         GROUP BY lu.lobby_id, lu.user_id, lu.chips
         HAVING lu.chips <> COALESCE(SUM(l.delta), 0)`,
      ),
      members,
      'members',
    ),
  );
  results.push(
    check(
      'no balance ever negative (final, and every running ledger sum)',
      await count(
        db,
        `SELECT 1 FROM lobby_users WHERE chips < 0
         UNION ALL
         SELECT 1 FROM (
           SELECT sum(delta) OVER (PARTITION BY lobby_id, user_id ORDER BY created_at, delta DESC, id
                                   ROWS UNBOUNDED PRECEDING) AS running
           FROM chip_ledger) r
         WHERE running < 0`,
      ),
      members,
      'members',
    ),
  );

  const stored = await db.query<{ id: string; lobby_id: string; message: string }>(
    'SELECT id, lobby_id, message FROM chat_messages WHERE id = ANY($1::uuid[])',
    [chats.map((c) => c.id)],
  );
  const byId = new Map(stored.map((row) => [row.id, row]));
  const lost = chats.filter((c) => {
    const row = byId.get(c.id);
    return !row || row.lobby_id !== c.lobbyId || row.message !== c.message;
  });
  results.push(
    check('every acknowledged chat message stored as sent', lost.length, chats.length, 'messages'),
  );

  results.push(await everyPlayerDealtOnce(db, members));

  const lobbies = await count(db, 'SELECT 1 FROM lobbies');
  results.push(
    check(
      'every lobby finished with final standings',
      await count(db, `SELECT 1 FROM lobbies WHERE status <> 'finished' OR final_standings IS NULL`),
      lobbies,
      'lobbies',
    ),
  );
  return results;
}

/**
 * The deal (game-rules 7), done by whichever instance's clock came first after kick-off (or, for a
 * player who bet between kick-off and that tick, by the bet): every lobby playing with cards marked
 * as dealt, every player there at the deal and still a player holding a hand, and every hand exactly the one the lobby's
 * seed deals that player (three cards, the kinds core's dealCards gives), never two.
 */
async function everyPlayerDealtOnce(db: SoakDatabase, members: number): Promise<InvariantResult> {
  const hands = await db.query<{ userId: string; seed: string; kinds: string[] }>(
    `SELECT c.user_id AS "userId", l.card_seed AS seed, array_agg(c.kind ORDER BY c.kind) AS kinds
     FROM cards c JOIN lobbies l ON l.id = c.lobby_id GROUP BY c.lobby_id, c.user_id, l.card_seed`,
  );
  const wrongHands = hands.filter(
    ({ userId, seed, kinds }) => [...dealCards(seed, [userId])[userId]!].sort().join() !== kinds.join(),
  ).length;
  const undealt = await count(
    db,
    `SELECT 1 FROM lobby_users lu JOIN lobbies l ON l.id = lu.lobby_id
     WHERE (l.settings -> 'enableBetChipCards') IS DISTINCT FROM 'false'::jsonb
       AND (l.cards_dealt_at IS NULL
            OR (lu.role = 'player' AND lu.left_at IS NULL AND lu.created_at <= l.cards_dealt_at AND NOT EXISTS (
                  SELECT 1 FROM cards c WHERE c.lobby_id = lu.lobby_id AND c.user_id = lu.user_id)))`,
  );
  return check(
    "every player dealt one hand, from the lobby's seed",
    wrongHands + undealt,
    members,
    'members',
  );
}
