import { isEliminated } from '@kickchips/core';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/database';
import { lobbies, lobbyUsers } from '../../db/schema';
import { lobbySettings } from '../lobbies';

/**
 * Tournament elimination after a settlement (game-rules 6): a player whose chips are below the
 * lobby's eliminationThreshold is out. A correction that gives the chips back brings them back in.
 * Returns the lobbies where someone's standing changed.
 */
export async function updateEliminations(tx: Tx, matchId: string): Promise<string[]> {
  const changed = new Set<string>();
  const rows = await tx
    .select({ id: lobbies.id, settings: lobbies.settings })
    .from(lobbies)
    .where(eq(lobbies.matchId, matchId));
  for (const lobby of rows) {
    const settings = lobbySettings(lobby.settings);
    if (!settings.isTournament) continue;
    const players = await tx
      .select()
      .from(lobbyUsers)
      .where(and(eq(lobbyUsers.lobbyId, lobby.id), eq(lobbyUsers.role, 'player')));
    for (const player of players) {
      const eliminated = isEliminated(player.chips, settings);
      if (eliminated === player.eliminated) continue;
      await tx
        .update(lobbyUsers)
        .set({ eliminated })
        .where(and(eq(lobbyUsers.lobbyId, lobby.id), eq(lobbyUsers.userId, player.userId)));
      changed.add(lobby.id);
    }
  }
  return [...changed];
}
