import type { PushMessage } from '@kickchips/core';
import type { Db, Tx } from '../../db/database';
import type { Notices } from './notices';

/** Declares what a write changed; the notices go out once its transaction has committed. */
export type Notify = (...messages: PushMessage[]) => void;

export type NoticeContext = { db: Db; notices: Notices };

/**
 * The one path from a write to the screens: runs `work` in a transaction, and once it has
 * committed publishes the notices `work` declared through `notify` (nothing when it failed).
 */
export async function withNotices<T>(
  ctx: NoticeContext,
  work: (tx: Tx, notify: Notify) => Promise<T>,
): Promise<T> {
  const declared: PushMessage[] = [];
  const result = await ctx.db.transaction((tx) => work(tx, (...messages) => declared.push(...messages)));
  await ctx.notices.publish(declared);
  return result;
}
