import type { CardKind, CardsOutput } from '@kickchips/core';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { cards } from '../../db/schema';
import { notFound } from '../../http/http-error';
import { loadMatchState } from '../matches';
import { dealPlayerCards } from './deal-player-cards';
import { handOutput } from './hand-output';
import { lockMember } from './lock-member';

/**
 * GET game/cards: the caller's hand, dealt on this first read after kick-off when it was not yet
 * (a player who joined late included), and the first round another card may go on.
 */
export async function playerCards(db: Db, lobbyId: string, userId: string, now: Date): Promise<CardsOutput> {
  return db.transaction(async (tx) => {
    const { lobby, member, settings } = await lockMember(tx, lobbyId, userId);
    const loaded = await loadMatchState(tx, lobby.matchId);
    if (!loaded) throw notFound('Match not found', 'match/not_found');
    if (member.role === 'player') await dealPlayerCards(tx, lobby, userId, settings, loaded.state, now);
    const hand = await tx
      .select()
      .from(cards)
      .where(and(eq(cards.lobbyId, lobbyId), eq(cards.userId, userId)))
      .orderBy(asc(cards.dealtAt), asc(cards.id));
    return handOutput(
      hand.map((card) => ({
        id: card.id,
        kind: card.kind as CardKind,
        usedInRoundNumber: card.usedInRoundNumber,
      })),
      settings,
    );
  });
}
