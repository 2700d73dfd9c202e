import { index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns';
import { users } from './users';

/** Who did what to which record: admin actions, corrections and settlements. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: id(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    detail: jsonb('detail'),
    createdAt: createdAt(),
  },
  (t) => [index('audit_log_entity_idx').on(t.entity, t.entityId)],
);

export const crashReports = pgTable('crash_reports', {
  id: id(),
  userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
  error: jsonb('error'),
  data: jsonb('data'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** Texts an admin edits: the landing welcome text and the how-it-works card. */
export const siteTexts = pgTable('site_texts', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: updatedAt(),
});

export const teamMembers = pgTable('team_members', {
  id: id(),
  name: text('name').notNull(),
  role: text('role').notNull(),
  bio: text('bio').notNull().default(''),
  imageKey: text('image_key'),
  position: integer('position').notNull().default(0),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** Secrets the server makes itself on first start (token signing keys), shared by every instance. */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});
