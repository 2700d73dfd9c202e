import { dealCards } from '@kickchips/core';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { rowsOf } from '../../db/rows-of';
import { lobbySettings } from '../lobbies';
import type { EngineContext } from '../match-engine';

type DueLobby = { id: string; settings: unknown };
type Member = { lobbyId: string; userId: string };

/**
 * The lobbies, not turned cards off, of an active match that has kicked off by `now`, whose kick-off
 * deal has not run.
 */
const lobbiesToDeal = (now: Date) => sql`
  FROM lobbies l
  JOIN matches m ON m.id = l.match_id AND m.deleted_at IS NULL AND m.status = 'active'
  WHERE l.cards_dealt_at IS NULL
    AND (l.settings -> 'enableBetChipCards') IS DISTINCT FROM 'false'::jsonb
    AND EXISTS (SELECT 1 FROM match_halves h
                WHERE h.match_id = l.match_id AND h.start_time <= ${now.toISOString()}::timestamptz)`;

/** The deal step's question for the tick's survey: is any lobby's kick-off deal due? */
export const dueDealsPending = (now: Date) => sql`SELECT 1 ${lobbiesToDeal(now)}`;

/**
 * The deal at kick-off (game-rules 7), a step of the game clock: every lobby that plays with cards,
 * whose match has kicked off and whose kick-off deal has not run, deals each of its players their hand
 * (core's dealCards, from the lobby's seed) in one transaction for all such lobbies, in five
 * statements whatever their number. A player who joins or becomes a player later is dealt on their
 * first bet or look at their cards (`dealPlayerCards`, `writeBet`), the same hand as here.
 */
export async function dealDueHands(ctx: EngineContext, now: Date): Promise<void> {
  const due = rowsOf<DueLobby>(
    await ctx.db.execute(sql`SELECT l.id, l.settings ${lobbiesToDeal(now)}`),
  ).filter((lobby) => lobbySettings(lobby.settings).enableBetChipCards);
  if (due.length === 0) return;
  const dealt = await dealHands(
    ctx.db,
    due.map((lobby) => lobby.id),
    now,
  );
  await ctx.notices.publish(dealt.map((lobbyId) => ({ type: 'lobby.changed' as const, lobbyId })));
}

/**
 * Deals the players of these lobbies, once: the lobbies are claimed by marking their kick-off deal
 * (`cards_dealt_at`, which only this step writes, so instances ticking at once deal each once).
 * Their players' rows are then locked, skipping any row another transaction holds (a bet, a
 * settlement): this deal never waits on a row, so it cannot wait in a circle with a lock taken in
 * another order, and a player skipped is dealt by their own next bet or look at their cards, the
 * same hand. Who holds cards is read after the locks, so a hand a bet dealt just before is seen.
 * Each player dealt has their row rewritten (a new version, same values): a bet checked on a read
 * from before the deal then goes stale and reads again rather than dealing a second hand. Returns
 * the lobbies in which a hand was dealt here.
 */
async function dealHands(db: Db, lobbyIds: string[], now: Date): Promise<string[]> {
  return db.transaction(async (tx) => {
    const claimed = rowsOf<{ id: string; cardSeed: string }>(
      await tx.execute(sql`
        UPDATE lobbies SET cards_dealt_at = ${now.toISOString()}::timestamptz
        WHERE id IN (SELECT id FROM lobbies WHERE id = ANY(${sql.param(lobbyIds)}::uuid[]) AND cards_dealt_at IS NULL
                     ORDER BY id FOR NO KEY UPDATE)
        RETURNING id, card_seed AS "cardSeed"
      `),
    );
    if (claimed.length === 0) return [];
    const claimedIds = claimed.map((lobby) => lobby.id);
    const players = rowsOf<Member>(
      await tx.execute(sql`
        SELECT lobby_id AS "lobbyId", user_id AS "userId" FROM lobby_users
        WHERE lobby_id = ANY(${sql.param(claimedIds)}::uuid[]) AND role = 'player' AND left_at IS NULL
        FOR NO KEY UPDATE SKIP LOCKED
      `),
    );
    const holding = new Set(
      rowsOf<Member>(
        await tx.execute(sql`
          SELECT DISTINCT lobby_id AS "lobbyId", user_id AS "userId" FROM cards
          WHERE lobby_id = ANY(${sql.param(claimedIds)}::uuid[])
        `),
      ).map((member) => `${member.lobbyId}/${member.userId}`),
    );
    const seeds = new Map(claimed.map((lobby) => [lobby.id, lobby.cardSeed]));
    const hands = players
      .filter((player) => !holding.has(`${player.lobbyId}/${player.userId}`))
      .flatMap(({ lobbyId, userId }) =>
        dealCards(seeds.get(lobbyId)!, [userId])[userId]!.map((kind) => ({ lobbyId, userId, kind })),
      );
    if (hands.length === 0) return [];
    await tx.execute(sql`
      WITH hand AS (
        SELECT * FROM unnest(${sql.param(hands.map((h) => h.lobbyId))}::uuid[],
                      ${sql.param(hands.map((h) => h.userId))}::uuid[],
                      ${sql.param(hands.map((h) => h.kind))}::text[]) AS h(lobby_id, user_id, kind)
      ),
      dealt AS (
        INSERT INTO cards (lobby_id, user_id, kind, created_at)
        SELECT lobby_id, user_id, kind, ${now.toISOString()}::timestamptz FROM hand
      )
      UPDATE lobby_users lu SET chips = lu.chips
      FROM (SELECT DISTINCT lobby_id, user_id FROM hand) AS d
      WHERE lu.lobby_id = d.lobby_id AND lu.user_id = d.user_id
    `);
    return [...new Set(hands.map((hand) => hand.lobbyId))];
  });
}
