import { type CardKind, dealCards, type GameSettings, type MatchState } from '@kickchips/core';
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/database';
import { cards } from '../../db/schema';

type DealLobby = { id: string; cardSeed: string };

/** Kick-off: the first half has a start time that has come. */
export function hasKickedOff(match: MatchState, now: number): boolean {
  return match.halves.some((half) => half.startTime !== null && half.startTime <= now);
}

/**
 * The hand a player is dealt now (game-rules 8): three cards from the lobby's seed once the match
 * has kicked off, when the lobby plays with cards and the player holds none yet; else nothing. A
 * hand depends only on the seed and the player, so a late joiner's deal is the same whenever it
 * happens.
 */
export function handToDeal(
  lobby: DealLobby,
  userId: string,
  settings: GameSettings,
  match: MatchState,
  held: number,
  now: Date,
): CardKind[] {
  if (!settings.enableBetChipCards || held > 0 || !hasKickedOff(match, now.getTime())) return [];
  return dealCards(lobby.cardSeed, [userId])[userId] ?? [];
}

/**
 * Deals a player their hand when it is due. The caller holds the player's lobby_users row locked,
 * so the "has no cards yet" check and the insert cannot race with another deal here; the row is
 * rewritten too (a new version, same values), so that a bet checked on a read from before this deal
 * does not deal again (place-bet's write goes ahead only on the version it read).
 */
export async function dealPlayerCards(
  tx: Tx,
  lobby: DealLobby,
  userId: string,
  settings: GameSettings,
  match: MatchState,
  now: Date,
): Promise<void> {
  if (!settings.enableBetChipCards || !hasKickedOff(match, now.getTime())) return;
  const held = await tx
    .select({ id: cards.id })
    .from(cards)
    .where(and(eq(cards.lobbyId, lobby.id), eq(cards.userId, userId)))
    .limit(1);
  const hand = handToDeal(lobby, userId, settings, match, held.length, now);
  if (hand.length === 0) return;
  await tx.insert(cards).values(hand.map((kind) => ({ lobbyId: lobby.id, userId, kind, dealtAt: now })));
  await tx.execute(
    sql`UPDATE lobby_users SET chips = chips WHERE lobby_id = ${lobby.id} AND user_id = ${userId}`,
  );
}
