import { type Bet, type CardKind, type PlaceBetInput, validateBet } from '@kickchips/core';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { bets, bettingClosures, cards, odds } from '../../db/schema';
import { notFound } from '../../http/http-error';
import { postLedgerEntry } from '../ledger/post-ledger-entry';
import { loadMatchState } from '../match-engine/load-match-state';
import { betRejectionError } from './bet-rejection-status';
import { dealPlayerCards } from './deal-player-cards';
import { loadBets } from './load-bets';
import { lockMember } from './lock-member';

/**
 * Places a bet (game-rules 3) in one transaction at the server's `now`: the member row is locked,
 * every rule is checked by core's validateBet on fresh rows, a betting closure of the lobby and
 * round refuses it too, and the unique (lobby, user, round) key decides any remaining race. The
 * odd's values are copied into the bet, the stake leaves the chips through the ledger, and the
 * card (if any) is marked used.
 */
export async function placeBet(db: Db, userId: string, input: PlaceBetInput, now: Date): Promise<Bet> {
  const betId = await db.transaction(async (tx) => {
    const { lobby, member, settings } = await lockMember(tx, input.lobbyId, userId);
    const loaded = await loadMatchState(tx, lobby.matchId);
    if (!loaded) throw notFound('Match not found', 'match/not_found');
    await dealPlayerCards(tx, lobby, userId, settings, loaded.state, now);
    const [odd] = await tx
      .select()
      .from(odds)
      .where(and(eq(odds.id, input.oddsId), eq(odds.matchId, lobby.matchId), isNull(odds.deletedAt)));
    const betRounds = await tx
      .select({ roundId: bets.roundId })
      .from(bets)
      .where(and(eq(bets.lobbyId, lobby.id), eq(bets.userId, userId)));
    const hand = await tx
      .select()
      .from(cards)
      .where(and(eq(cards.lobbyId, lobby.id), eq(cards.userId, userId)));
    const verdict = validateBet(
      { oddId: input.oddsId, roundId: input.matchRoundId, stake: input.stake, cardId: input.cardId },
      {
        match: loaded.state,
        settings,
        matchOddIds: odd ? [odd.id] : [],
        player: {
          role: member.role as 'player' | 'spectator',
          eliminated: member.eliminated,
          chips: member.chips,
          betRoundIds: betRounds.map((b) => b.roundId),
          cards: hand.map((card) => ({
            id: card.id,
            kind: card.kind as CardKind,
            usedInRoundNumber: card.usedInRoundNumber,
          })),
        },
      },
      now.getTime(),
    );
    if (!verdict.ok) throw betRejectionError(verdict);
    const closed = await tx
      .select({ roundId: bettingClosures.roundId })
      .from(bettingClosures)
      .where(and(eq(bettingClosures.lobbyId, lobby.id), eq(bettingClosures.roundId, input.matchRoundId)));
    if (closed.length > 0) {
      throw betRejectionError({ code: 'bet/window_closed', message: 'Betting on this round has closed' });
    }
    const [bet] = await tx
      .insert(bets)
      .values({
        lobbyId: lobby.id,
        userId,
        roundId: input.matchRoundId,
        oddId: odd!.id,
        stake: input.stake,
        multiplier: odd!.odds,
        eventType: odd!.eventType,
        betType: odd!.betType,
        threshold: odd!.threshold,
        cardId: input.cardId ?? null,
        createdAt: now,
      })
      .onConflictDoNothing({ target: [bets.lobbyId, bets.userId, bets.roundId] })
      .returning({ id: bets.id });
    if (!bet) {
      throw betRejectionError({
        code: 'bet/already_placed',
        message: 'You have already placed a bet on this round',
      });
    }
    await postLedgerEntry(tx, {
      lobbyId: lobby.id,
      userId,
      delta: -input.stake,
      kind: 'stake',
      betId: bet.id,
      roundId: input.matchRoundId,
    });
    if (input.cardId) {
      await tx
        .update(cards)
        .set({ usedOnBetId: bet.id, usedInRoundNumber: verdict.round.round.roundNumber, usedAt: now })
        .where(and(eq(cards.id, input.cardId), isNull(cards.usedOnBetId)));
    }
    return bet.id;
  });
  const [bet] = await loadBets(db, eq(bets.id, betId));
  return bet!;
}
