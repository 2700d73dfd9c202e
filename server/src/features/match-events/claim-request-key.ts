import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/database';
import { eventRequestKeys, matchEvents } from '../../db/schema';
import { conflict } from '../../http/http-error';

/** How long a repeated Idempotency-Key answers the first event. */
export const REQUEST_KEY_TTL_MS = 24 * 60 * 60 * 1000;

/**
 * Claims an Idempotency-Key inside the caller's transaction: true when this request may record
 * (the key is new, or older than a day), false when it was already used. The key is the table's
 * primary key, so of two instances inserting it at once the second waits for the first to commit
 * and then sees it taken; a first request that fails rolls its claim back with it.
 */
export async function claimRequestKey(tx: Tx, key: string, now: Date): Promise<boolean> {
  const expired = new Date(now.getTime() - REQUEST_KEY_TTL_MS);
  const claimed = await tx
    .insert(eventRequestKeys)
    .values({ key, createdAt: now })
    .onConflictDoUpdate({
      target: eventRequestKeys.key,
      set: { createdAt: now, eventId: null },
      setWhere: sql`${eventRequestKeys.createdAt} < ${expired}`,
    })
    .returning({ key: eventRequestKeys.key });
  return claimed.length > 0;
}

export async function bindRequestKey(tx: Tx, key: string, eventId: string): Promise<void> {
  await tx.update(eventRequestKeys).set({ eventId }).where(eq(eventRequestKeys.key, key));
}

/** The event a used key recorded. */
export async function eventOfRequestKey(tx: Tx, key: string) {
  const [row] = await tx
    .select({ event: matchEvents })
    .from(eventRequestKeys)
    .innerJoin(matchEvents, eq(matchEvents.id, eventRequestKeys.eventId))
    .where(eq(eventRequestKeys.key, key));
  if (!row) throw conflict('This Idempotency-Key is already in use by a request that recorded nothing');
  return row.event;
}
