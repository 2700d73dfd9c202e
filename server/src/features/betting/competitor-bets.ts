import type { Bet } from '@kickchips/core';
import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { bets } from '../../db/schema';
import { badRequest, forbidden } from '../../http/http-error';
import { requireMember } from '../lobbies';
import { loadBets } from './load-bets';
import { startedRoundIds } from './started-round-ids';

export const COMPETITOR_BETS_HIDDEN = 'Competitor bets are hidden in this lobby';
export const ROUND_NOT_STARTED = 'Competitor bets are shown only for rounds that have started';

/** GET game/competitor-bets/{roundId}: the other players' bets of a started round (game-rules 9). */
export async function competitorBets(
  db: Db,
  lobbyId: string,
  roundId: string,
  userId: string,
  now: Date,
): Promise<Bet[]> {
  const { lobby, settings } = await requireMember(db, lobbyId, userId);
  if (!settings.showCompetitorBets) throw forbidden(COMPETITOR_BETS_HIDDEN, 'bet/competitors_hidden');
  const started = await startedRoundIds(db, lobby.matchId, now);
  if (!started.has(roundId)) throw badRequest(ROUND_NOT_STARTED, 'bet/round_not_started');
  return loadBets(db, and(eq(bets.lobbyId, lobbyId), eq(bets.roundId, roundId), ne(bets.userId, userId)));
}
