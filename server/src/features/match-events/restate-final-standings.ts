import { and, inArray, isNotNull } from 'drizzle-orm';
import type { Tx } from '../../db/database';
import { lobbies } from '../../db/schema';
import { loadMembers, lobbySettings } from '../lobbies';
import { finalStandingsOf } from '../results';

/**
 * After a correction of a match whose lobbies have finished (game-rules 16): their stored final
 * standings, prizes and winners follow the corrected chips, in the correction's transaction.
 */
export async function restateFinalStandings(tx: Tx, lobbyIds: readonly string[]): Promise<void> {
  if (lobbyIds.length === 0) return;
  const finished = await tx
    .select({ id: lobbies.id, settings: lobbies.settings })
    .from(lobbies)
    .where(and(inArray(lobbies.id, [...lobbyIds]), isNotNull(lobbies.finalStandings)));
  for (const lobby of finished) {
    const standings = finalStandingsOf(await loadMembers(tx, lobby.id), lobbySettings(lobby.settings));
    await tx
      .update(lobbies)
      .set({ finalStandings: standings })
      .where(inArray(lobbies.id, [lobby.id]));
  }
}
