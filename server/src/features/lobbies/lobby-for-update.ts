import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/database';
import { lobbies } from '../../db/schema';
import { notFound } from '../../http/http-error';
import { LOBBY_NOT_FOUND } from './require-member';

/**
 * The lobby's row, locked FOR UPDATE so that changes of its membership and hosting take turns; 404
 * when there is none.
 */
export async function lobbyForUpdate(tx: Tx, lobbyId: string) {
  const [lobby] = await tx
    .select({ id: lobbies.id, code: lobbies.code, hostUserId: lobbies.hostUserId })
    .from(lobbies)
    .where(eq(lobbies.id, lobbyId))
    .for('update');
  if (!lobby) throw notFound(LOBBY_NOT_FOUND, 'lobby/not_found');
  return lobby;
}
