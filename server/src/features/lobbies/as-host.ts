import { and, eq, isNull } from 'drizzle-orm';
import type { Tx } from '../../db/database';
import { lobbyUsers } from '../../db/schema';
import { forbidden } from '../../http/http-error';
import { type NoticeContext, type Notify, withNotices } from '../notices';
import { lobbyForUpdate } from './lobby-for-update';
import { NOT_A_MEMBER } from './require-member';

export type HostedLobby = { id: string; code: string; hostUserId: string };

/**
 * Runs one of the host's controls: in a transaction that holds the lobby row (so host controls,
 * leaves and joins on it take turns), once the caller is found to be its host, present in it; 404
 * for no such lobby, 403 for someone not in it now, 403 naming the rule ("Only the host can `what`")
 * for a member who does not host it. Notices go out once it has committed.
 */
export function asHost<T>(
  ctx: NoticeContext,
  input: { lobbyId: string; hostId: string; what: string },
  work: (tx: Tx, lobby: HostedLobby, notify: Notify) => Promise<T>,
): Promise<T> {
  return withNotices(ctx, async (tx, notify) => {
    const lobby = await lobbyForUpdate(tx, input.lobbyId);
    const [member] = await tx
      .select({ userId: lobbyUsers.userId })
      .from(lobbyUsers)
      .where(
        and(eq(lobbyUsers.lobbyId, lobby.id), eq(lobbyUsers.userId, input.hostId), isNull(lobbyUsers.leftAt)),
      );
    if (!member) throw forbidden(NOT_A_MEMBER, 'lobby/not_member');
    if (lobby.hostUserId !== input.hostId)
      throw forbidden(`Only the host can ${input.what}`, 'lobby/not_host');
    return work(tx, lobby, notify);
  });
}
