import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Attempt counters for brute-force limits (failed logins, reset requests), in fixed windows.
 * Kept in the database so that every server instance counts against the same limit.
 * `key` is a rule name and a hash of the subject (an email or an address), never the subject.
 */
export const authThrottles = pgTable(
  'auth_throttles',
  {
    key: text('key').primaryKey(),
    windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull(),
  },
  (t) => [index('auth_throttles_window_idx').on(t.windowStartedAt)],
);
