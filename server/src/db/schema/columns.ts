import { timestamp, uuid } from 'drizzle-orm/pg-core';

/** A uuid primary key; the API exposes it as `_id`. */
export const id = () => uuid('id').primaryKey().defaultRandom();

export const createdAt = () => timestamp('created_at', { withTimezone: true }).defaultNow().notNull();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).defaultNow().notNull();
export const optionalTime = (name: string) => timestamp(name, { withTimezone: true });
