import type { Bet } from '@kickchips/core';
import { and, asc, eq, isNull, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/database';
import { avatars, bets, cards, matchRounds, users } from '../../db/schema';
import { displayUsername } from '../lobbies';
import { teamSideOf } from '../matches';
import { fileUrl } from '../storage';

/** Bets matching `where` as the game screen shows them, in one query, oldest round first. */
export async function loadBets(db: Db | Tx, where: SQL | undefined): Promise<Bet[]> {
  const rows = await db
    .select({
      bet: bets,
      user: { id: users.id, username: users.username, name: users.name },
      avatarImage: avatars.image,
      round: { id: matchRounds.id, roundNumber: matchRounds.roundNumber, status: matchRounds.status },
      card: { id: cards.id, kind: cards.kind },
    })
    .from(bets)
    .innerJoin(users, eq(users.id, bets.userId))
    .innerJoin(matchRounds, eq(matchRounds.id, bets.roundId))
    .leftJoin(avatars, and(eq(avatars.id, users.selectedAvatarId), isNull(avatars.deletedAt)))
    .leftJoin(cards, eq(cards.id, bets.cardId))
    .where(where)
    .orderBy(asc(matchRounds.roundNumber), asc(bets.createdAt), asc(bets.id));
  return rows.map(({ bet, user, avatarImage, round, card }) => ({
    _id: bet.id,
    user: {
      _id: user.id,
      username: displayUsername(user),
      name: user.name,
      avatarUrl: avatarImage ? fileUrl(avatarImage) : null,
    },
    odds: {
      _id: bet.oddId,
      eventType: bet.eventType,
      betType: bet.betType,
      threshold: bet.threshold,
      odds: bet.multiplier,
      ...(bet.team ? { team: teamSideOf(bet.team) } : {}),
    },
    matchRound: { _id: round.id, roundNumber: round.roundNumber, status: round.status },
    stake: bet.stake,
    ...(bet.status === 'won' || bet.status === 'lost' ? { isWon: bet.status === 'won' } : {}),
    status: bet.status,
    ...(bet.voidReason ? { voidReason: bet.voidReason } : {}),
    payout: bet.payout,
    card: card ? { _id: card.id, kind: card.kind } : null,
    createdAt: bet.createdAt.toISOString(),
  }));
}
