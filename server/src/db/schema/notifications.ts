import { index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id, optionalTime, requiredRef } from './columns';
import { users } from './users';

/** What a user is told outside any one screen: invitations, removals, league joins, corrections. */
export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    userId: requiredRef('user_id', () => users.id, 'cascade'),
    kind: text('kind').notNull(),
    /** The kind's fields, checked by core's notificationDataSchema before they are stored. */
    data: jsonb('data').notNull(),
    createdAt: createdAt(),
    readAt: optionalTime('read_at'),
  },
  (t) => [index('notifications_user_idx').on(t.userId, t.createdAt)],
);
