import type { Tx } from '../../db/database';
import { type NoticeContext, withNotices } from '../notices';

/**
 * Saves a half, round or odd, whose view names its match, and tells that match's screens once the
 * change has committed.
 */
export function writeMatchPart<T extends { match: string }>(
  ctx: NoticeContext,
  write: (tx: Tx) => Promise<T>,
): Promise<T> {
  return withNotices(ctx, async (tx, notify) => {
    const part = await write(tx);
    notify({ type: 'match.changed', matchId: part.match });
    return part;
  });
}
