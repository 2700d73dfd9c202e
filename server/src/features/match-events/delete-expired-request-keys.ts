import { lt, sql } from 'drizzle-orm';
import { eventRequestKeys } from '../../db/schema';
import type { EngineContext } from '../match-engine';
import { REQUEST_KEY_TTL_MS } from './claim-request-key';

const expiredBy = (now: Date) => new Date(now.getTime() - REQUEST_KEY_TTL_MS);

/** The housekeeping step's question for the tick's survey: has any Idempotency-Key expired? */
export const expiredRequestKeysPending = (now: Date) =>
  sql`SELECT 1 FROM event_request_keys WHERE created_at < ${expiredBy(now).toISOString()}::timestamptz`;

/**
 * A game-clock step: an Idempotency-Key older than a day answers nothing any more, so its row goes,
 * in one statement over the created_at index however many rows there are.
 */
export async function deleteExpiredRequestKeys(ctx: Pick<EngineContext, 'db'>, now: Date): Promise<void> {
  await ctx.db.delete(eventRequestKeys).where(lt(eventRequestKeys.createdAt, expiredBy(now)));
}
