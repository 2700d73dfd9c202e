import type { NotificationData, PushMessage } from '@kickchips/core';
import type { Tx } from '../../db/database';
import { notifications } from '../../db/schema';

/**
 * Stores each user's notification in the caller's transaction and answers the push notices that
 * tell their screens (one per user), for the caller to declare with `notify`.
 */
export async function storeNotifications(
  tx: Tx,
  entries: readonly { userId: string; data: NotificationData }[],
  now: Date,
): Promise<PushMessage[]> {
  if (entries.length === 0) return [];
  await tx
    .insert(notifications)
    .values(entries.map(({ userId, data }) => ({ userId, kind: data.kind, data, createdAt: now })));
  return [...new Set(entries.map((entry) => entry.userId))].map((userId) => ({
    type: 'user.notified' as const,
    userId,
  }));
}

/** The same notification for each of these users (each once). */
export function addNotifications(
  tx: Tx,
  userIds: readonly string[],
  data: NotificationData,
  now: Date,
): Promise<PushMessage[]> {
  return storeNotifications(
    tx,
    [...new Set(userIds)].map((userId) => ({ userId, data })),
    now,
  );
}
