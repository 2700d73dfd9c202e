import { type AnyPgColumn, timestamp, uuid } from 'drizzle-orm/pg-core';

/** A uuid primary key; the API exposes it as `_id`. */
export const id = () => uuid('id').primaryKey().defaultRandom();

export const createdAt = () => timestamp('created_at', { withTimezone: true }).defaultNow().notNull();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).defaultNow().notNull();
export const optionalTime = (name: string) => timestamp(name, { withTimezone: true });

/** A uuid column that must point at a row of another table. */
export const requiredRef = (
  name: string,
  target: () => AnyPgColumn,
  onDelete: 'cascade' | 'restrict' | 'set null',
) => uuid(name).notNull().references(target, { onDelete });
