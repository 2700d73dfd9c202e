import type { LockLobbyOutput } from '@kickchips/core';
import { and, eq, ne } from 'drizzle-orm';
import { lobbies } from '../../db/schema';
import type { NoticeContext } from '../notices';
import { asHost } from './as-host';

/**
 * The host locks the lobby (nobody new may join; members who left may come back) or unlocks it.
 * A locked lobby leaves the open list, so the list only offers lobbies one can join.
 */
export function lockLobby(
  ctx: NoticeContext,
  hostId: string,
  input: { lobbyId: string; locked: boolean },
  now: Date,
): Promise<LockLobbyOutput> {
  const host = { lobbyId: input.lobbyId, hostId, what: 'lock this lobby' };
  return asHost(ctx, host, async (tx, lobby, notify) => {
    const changed = await tx
      .update(lobbies)
      .set({ locked: input.locked, updatedAt: now })
      .where(and(eq(lobbies.id, lobby.id), ne(lobbies.locked, input.locked)))
      .returning({ locked: lobbies.locked });
    if (changed.length > 0) notify({ type: 'lobby.changed', lobbyId: lobby.id }, { type: 'lobbies.changed' });
    return { lobby: { _id: lobby.id, lobbyCode: lobby.code, locked: input.locked } };
  });
}
