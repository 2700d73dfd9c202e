import type { NotificationData, PushMessage } from '@kickchips/core';
import type { Tx } from '../../db/database';
import { notifications } from '../../db/schema';

/**
 * Stores a notification for each user in the caller's transaction and answers the push notices
 * that tell their screens, for the caller to declare with `notify`.
 */
export async function addNotifications(
  tx: Tx,
  userIds: readonly string[],
  data: NotificationData,
  now: Date,
): Promise<PushMessage[]> {
  const unique = [...new Set(userIds)];
  if (unique.length === 0) return [];
  await tx
    .insert(notifications)
    .values(unique.map((userId) => ({ userId, kind: data.kind, data, createdAt: now })));
  return unique.map((userId) => ({ type: 'user.notified', userId }));
}
