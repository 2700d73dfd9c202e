import type { LobbyRef } from '@kickchips/core';
import { badRequest } from '../../http/http-error';
import type { NoticeContext } from '../notices';
import { addNotifications } from '../notifications';
import { asHost } from './as-host';
import { leftDelta } from './lobby-delta';
import { markRemoved } from './mark-removed';

/**
 * The host removes a member (issue 17, host controls): out at once, and never back in this lobby;
 * the bets they placed stay and settle as usual (game-rules 12). They are told, and every screen of
 * the lobby hears of it. Removing someone twice changes nothing.
 */
export function kickMember(
  ctx: NoticeContext,
  hostId: string,
  input: { lobbyId: string; userId: string },
  now: Date,
): Promise<LobbyRef> {
  const host = { lobbyId: input.lobbyId, hostId, what: 'remove players' };
  return asHost(ctx, host, async (tx, lobby, notify) => {
    if (input.userId === hostId) {
      throw badRequest('userId: you cannot remove yourself; use Leave Game instead', 'lobby/kick_self');
    }
    const ref = { _id: lobby.id, lobbyCode: lobby.code };
    if (!(await markRemoved(tx, { lobbyId: lobby.id, userId: input.userId }, 'host', now))) return ref;
    const data = { kind: 'lobby.removed', lobbyId: lobby.id, lobbyCode: lobby.code, by: 'host' } as const;
    notify(
      leftDelta(lobby.id, [input.userId]),
      { type: 'lobbies.changed' },
      ...(await addNotifications(tx, [input.userId], data, now)),
    );
    return ref;
  });
}
