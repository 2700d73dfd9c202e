import { boolean, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, optionalTime, updatedAt } from './columns';

/** Uploaded files. The server chooses the key; the client never names a path. */
export const files = pgTable('files', {
  id: id(),
  key: text('key').notNull().unique(),
  ownerId: uuid('owner_id'),
  filename: text('filename').notNull(),
  contentType: text('content_type').notNull(),
  size: integer('size'),
  isPublic: boolean('is_public').notNull().default(false),
  isViewableByAnyUser: boolean('is_viewable_by_any_user').notNull().default(false),
  createdAt: createdAt(),
  uploadedAt: optionalTime('uploaded_at'),
});

export const avatars = pgTable('avatars', {
  id: id(),
  name: text('name').notNull(),
  /** A file key, or a path under the app's shipped avatars for the seeded ones. */
  image: text('image').notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
  deletedAt: optionalTime('deleted_at'),
});
