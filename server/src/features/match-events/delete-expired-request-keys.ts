import { lt } from 'drizzle-orm';
import { eventRequestKeys } from '../../db/schema';
import type { EngineContext } from '../match-engine';
import { REQUEST_KEY_TTL_MS } from './claim-request-key';

/**
 * A game-clock step: an Idempotency-Key older than a day answers nothing any more, so its row goes,
 * in one statement over the created_at index however many rows there are.
 */
export async function deleteExpiredRequestKeys(ctx: Pick<EngineContext, 'db'>, now: Date): Promise<void> {
  await ctx.db
    .delete(eventRequestKeys)
    .where(lt(eventRequestKeys.createdAt, new Date(now.getTime() - REQUEST_KEY_TTL_MS)));
}
