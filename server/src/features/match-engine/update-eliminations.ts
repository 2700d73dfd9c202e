import { isEliminated } from '@kickchips/core';
import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/database';
import { rowsOf } from '../../db/rows-of';
import { lobbies } from '../../db/schema';
import { lobbySettings } from '../lobbies';

type Standing = { lobbyId: string; userId: string; chips: number; eliminated: boolean };

/**
 * Tournament elimination after a settlement (game-rules 6): a player whose chips are below the
 * lobby's eliminationThreshold is out. A correction that gives the chips back brings them back in.
 * One read of the match's tournament players and one update of those whose standing changed.
 * Returns the lobbies where someone's standing changed.
 */
export async function updateEliminations(tx: Tx, matchId: string): Promise<string[]> {
  const rows = await tx
    .select({ id: lobbies.id, settings: lobbies.settings })
    .from(lobbies)
    .where(eq(lobbies.matchId, matchId));
  const tournaments = new Map(
    rows.flatMap((lobby) => {
      const settings = lobbySettings(lobby.settings);
      return settings.isTournament ? [[lobby.id, settings] as const] : [];
    }),
  );
  if (tournaments.size === 0) return [];
  const players = await tx.execute(sql`
    SELECT lobby_id AS "lobbyId", user_id AS "userId", chips, eliminated FROM lobby_users
    WHERE lobby_id = ANY(${sql.param([...tournaments.keys()])}::uuid[]) AND role = 'player'
  `);
  const changes = rowsOf<Standing>(players).flatMap((player) => {
    const eliminated = isEliminated(player.chips, tournaments.get(player.lobbyId)!);
    return eliminated === player.eliminated ? [] : [{ ...player, eliminated }];
  });
  if (changes.length === 0) return [];
  await tx.execute(sql`
    UPDATE lobby_users lu SET eliminated = c.eliminated
    FROM unnest(
      ${sql.param(changes.map((c) => c.lobbyId))}::uuid[],
      ${sql.param(changes.map((c) => c.userId))}::uuid[],
      ${sql.param(changes.map((c) => c.eliminated))}::boolean[]
    ) AS c(lobby_id, user_id, eliminated)
    WHERE lu.lobby_id = c.lobby_id AND lu.user_id = c.user_id
  `);
  return [...new Set(changes.map((c) => c.lobbyId))];
}
