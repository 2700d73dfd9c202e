import { moveRounds } from '../match-engine';
import { type NoticeContext, withNotices } from '../notices';
import { repriceMatch } from './reprice-match';

/**
 * Does what the clock's round step would do for one match at `now` (moves its rounds and prices the
 * round whose betting opened, in one transaction) for a bet that reached a round before the clock
 * did: the bet then meets the round's own prices, never the round before's. The screens are told.
 */
export async function openDueBetting(ctx: NoticeContext, matchId: string, now: Date): Promise<void> {
  await withNotices(ctx, async (tx, notify) => {
    if (await moveRounds(tx, matchId, now, repriceMatch)) notify({ type: 'match.changed', matchId });
  });
}
