import { type CardKind, dealCards, type GameSettings, type MatchState } from '@kickchips/core';
import { and, eq, isNull } from 'drizzle-orm';
import type { Tx } from '../../db/database';
import { cards, lobbies } from '../../db/schema';

type DealLobby = { id: string; cardSeed: string };

/** Kick-off: the first half has a start time that has come. */
export function hasKickedOff(match: MatchState, now: number): boolean {
  return match.halves.some((half) => half.startTime !== null && half.startTime <= now);
}

/**
 * Deals a player their hand (game-rules 7) once the match has kicked off, when the lobby plays with
 * cards. The caller holds the player's lobby_users row locked, so the "has no cards yet" check and
 * the insert cannot race. A hand depends only on the seed and the player, so a late joiner's deal
 * is the same whenever it happens. The lobby records when its deal started, once.
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
  if (held.length > 0) return;
  const hand: CardKind[] = dealCards(lobby.cardSeed, [userId])[userId] ?? [];
  await tx.insert(cards).values(hand.map((kind) => ({ lobbyId: lobby.id, userId, kind, dealtAt: now })));
  await tx
    .update(lobbies)
    .set({ cardsDealtAt: now })
    .where(and(eq(lobbies.id, lobby.id), isNull(lobbies.cardsDealtAt)));
}
