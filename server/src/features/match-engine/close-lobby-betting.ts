import {
  type GameSettings,
  inactivityPenaltyAmount,
  owesInactivityPenalty,
  shouldAutoKick,
} from '@kickchips/core';
import { and, asc, eq, lte } from 'drizzle-orm';
import type { Tx } from '../../db/database';
import { bets, bettingClosures, lobbyUsers } from '../../db/schema';
import { postLedgerEntry } from '../ledger';

export type LobbyClosure = { lobbyId: string; roundId: string; closedAt: Date; settings: GameSettings };

/**
 * Closes betting on a round for one lobby, inside the caller's transaction (game-rules 6). The
 * closure row is inserted once (its primary key), and only the transaction that inserted it goes
 * on: every player (not spectators, not eliminated, joined at least 60 s before betting closed:
 * core's owesInactivityPenalty) without a bet on
 * the round loses min(inactivityPenalty, chips) through the ledger, and their run of rounds without a
 * bet grows (autoKickInactive makes them a spectator after 3); a bet ends the run. Players who left
 * the lobby count too, so that leaving is no way around a penalty. Returns the users penalised, or
 * null when another instance had closed it already.
 */
export async function closeLobbyBetting(tx: Tx, closure: LobbyClosure): Promise<string[] | null> {
  const { lobbyId, roundId, closedAt, settings } = closure;
  const inserted = await tx
    .insert(bettingClosures)
    .values({ lobbyId, roundId, closedAt })
    .onConflictDoNothing()
    .returning({ roundId: bettingClosures.roundId });
  if (inserted.length === 0) return null;
  const players = await tx
    .select()
    .from(lobbyUsers)
    .where(
      and(
        eq(lobbyUsers.lobbyId, lobbyId),
        eq(lobbyUsers.role, 'player'),
        eq(lobbyUsers.eliminated, false),
        lte(lobbyUsers.joinedAt, closedAt),
      ),
    )
    .orderBy(asc(lobbyUsers.userId))
    .for('update');
  const betting = await tx
    .select({ userId: bets.userId })
    .from(bets)
    .where(and(eq(bets.lobbyId, lobbyId), eq(bets.roundId, roundId)));
  const bettors = new Set(betting.map((b) => b.userId));
  const penalised: string[] = [];
  // a late joiner owes nothing for this round, and the round does not count towards auto-kick
  const due = players.filter((player) =>
    owesInactivityPenalty(player.joinedAt.getTime(), closedAt.getTime()),
  );
  for (const player of due) {
    const member = and(eq(lobbyUsers.lobbyId, lobbyId), eq(lobbyUsers.userId, player.userId));
    if (bettors.has(player.userId)) {
      if (player.inactiveStreak !== 0) await tx.update(lobbyUsers).set({ inactiveStreak: 0 }).where(member);
      continue;
    }
    const amount = inactivityPenaltyAmount(settings.inactivityPenalty, player.chips);
    if (amount > 0) {
      await postLedgerEntry(tx, { lobbyId, userId: player.userId, delta: -amount, kind: 'penalty', roundId });
      penalised.push(player.userId);
    }
    const streak = player.inactiveStreak + 1;
    await tx
      .update(lobbyUsers)
      .set({ inactiveStreak: streak, role: shouldAutoKick(streak, settings) ? 'spectator' : player.role })
      .where(member);
  }
  await tx
    .update(bettingClosures)
    .set({ penalized: penalised.length })
    .where(and(eq(bettingClosures.lobbyId, lobbyId), eq(bettingClosures.roundId, roundId)));
  return penalised;
}
