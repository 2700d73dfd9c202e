import { and, eq, isNull, sql } from 'drizzle-orm';
import { rowsOf } from '../../db/rows-of';
import { lobbies } from '../../db/schema';
import { loadMembers, lobbySettings } from '../lobbies';
import { type EngineContext, runEach } from '../match-engine';
import { finalStandingsOf } from './final-standings-of';

/**
 * The lobbies without final standings whose match is completed and fully settled: no round left
 * to play or settle, no bet of theirs pending.
 */
const finishableLobbies = sql`
  FROM lobbies l JOIN matches m ON m.id = l.match_id
  WHERE l.final_standings IS NULL AND m.status = 'completed'
    AND NOT EXISTS (SELECT 1 FROM match_rounds r WHERE r.match_id = m.id
                    AND (r.settled_version < r.settlement_version OR r.status IN ('upcoming', 'active')))
    AND NOT EXISTS (SELECT 1 FROM bets b WHERE b.lobby_id = l.id AND b.status = 'pending')`;

/** The finishing step's question for the tick's survey: has any lobby its final standings due? */
export const finishableLobbiesPending = () => sql`SELECT 1 ${finishableLobbies}`;

/**
 * The clock's finishing step (game-rules 8): a lobby whose match is completed and fully settled
 * (no round left to settle, no bet pending) gets its final standings and prizes stored once and
 * becomes 'finished'. The conditional update makes concurrent instances finish each lobby once, and
 * the stored standings keep previous results stable.
 */
export async function finishLobbies(ctx: EngineContext, now: Date): Promise<void> {
  const due = rowsOf<{ id: string; settings: unknown }>(
    await ctx.db.execute(sql`SELECT l.id, l.settings ${finishableLobbies}`),
  );
  const finished: string[] = [];
  await runEach(due, async (lobby) => {
    const standings = finalStandingsOf(await loadMembers(ctx.db, lobby.id), lobbySettings(lobby.settings));
    const updated = await ctx.db
      .update(lobbies)
      .set({ finalStandings: standings, status: 'finished', finishedAt: now, updatedAt: now })
      .where(and(eq(lobbies.id, lobby.id), isNull(lobbies.finalStandings)))
      .returning({ id: lobbies.id });
    if (updated.length > 0) finished.push(lobby.id);
  });
  await ctx.notices.publish(finished.flatMap((lobbyId) => [{ type: 'lobby.changed' as const, lobbyId }]));
}
