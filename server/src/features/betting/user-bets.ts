import type { Bet } from '@kickchips/core';
import { and, eq, inArray, or } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { bets } from '../../db/schema';
import { requireMember } from '../lobbies';
import { loadBets } from './load-bets';
import { startedRoundIds } from './started-round-ids';

/**
 * GET user-bet/all: the caller's bets in a lobby; with includeAll, also every other member's bets
 * of rounds that have started (never of the round still taking bets), unless the lobby hides
 * competitor bets (game-rules 9).
 */
export async function userBets(
  db: Db,
  lobbyId: string,
  userId: string,
  includeAll: boolean,
  now: Date,
): Promise<Bet[]> {
  const { lobby, settings } = await requireMember(db, lobbyId, userId);
  const own = eq(bets.userId, userId);
  if (!includeAll || !settings.showCompetitorBets) return loadBets(db, and(eq(bets.lobbyId, lobbyId), own));
  const started = [...(await startedRoundIds(db, lobby.matchId, now))];
  const visible = started.length > 0 ? or(own, inArray(bets.roundId, started)) : own;
  return loadBets(db, and(eq(bets.lobbyId, lobbyId), visible));
}
