import { and, eq, isNull, sql } from 'drizzle-orm';
import { lobbies, matches } from '../../db/schema';
import { loadMembers, lobbySettings } from '../lobbies';
import { type EngineContext, runEach } from '../match-engine';
import { finalStandingsOf } from './final-standings-of';

/**
 * The clock's finishing step (game-rules 8): a lobby whose match is completed and fully settled
 * (no round left to settle, no bet pending) gets its final standings and prizes stored once and
 * becomes 'finished'. The conditional update makes concurrent instances finish each lobby once, and
 * the stored standings keep previous results stable.
 */
export async function finishLobbies(ctx: EngineContext, now: Date): Promise<void> {
  const due = await ctx.db
    .select({ id: lobbies.id, settings: lobbies.settings })
    .from(lobbies)
    .innerJoin(matches, eq(matches.id, lobbies.matchId))
    .where(
      and(
        isNull(lobbies.finalStandings),
        eq(matches.status, 'completed'),
        sql`NOT EXISTS (SELECT 1 FROM match_rounds r WHERE r.match_id = ${matches.id}
              AND (r.settled_version < r.settlement_version OR r.status IN ('upcoming', 'active')))`,
        sql`NOT EXISTS (SELECT 1 FROM bets b WHERE b.lobby_id = ${lobbies.id} AND b.status = 'pending')`,
      ),
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
