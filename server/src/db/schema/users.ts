import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { avatars } from './avatars';
import { createdAt, id, optionalTime, requiredRef, updatedAt } from './columns';

export const users = pgTable(
  'users',
  {
    id: id(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    username: text('username'),
    selectedAvatarId: uuid('selected_avatar_id').references(() => avatars.id, { onDelete: 'set null' }),
    profileImageKey: text('profile_image_key'),
    role: text('role').notNull().default('player'),
    isAdmin: boolean('is_admin').notNull().default(false),
    /**
     * Carried in every access token; raising it (logout, password reset) ends every session at
     * once. A counter rather than a "valid after" time: a login in the same second as a logout
     * must still work, which second-granular `iat` claims cannot tell apart.
     */
    sessionVersion: integer('session_version').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    lastLoginAt: optionalTime('last_login_at'),
    /** Set by an admin: the account cannot sign in and its sessions have ended. */
    suspendedAt: optionalTime('suspended_at'),
    deletedAt: optionalTime('deleted_at'),
  },
  (t) => [
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
    uniqueIndex('users_username_lower_key').on(sql`lower(${t.username})`),
    index('users_created_at_idx').on(t.createdAt),
  ],
);

/** Refresh tokens are stored hashed; each rotation makes a child in the same family. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: id(),
    userId: requiredRef('user_id', () => users.id, 'cascade'),
    familyId: uuid('family_id').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    parentId: uuid('parent_id'),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    rotatedAt: optionalTime('rotated_at'),
    revokedAt: optionalTime('revoked_at'),
  },
  (t) => [index('refresh_tokens_family_idx').on(t.familyId), index('refresh_tokens_user_idx').on(t.userId)],
);

/** Single-use password reset tokens, stored hashed. */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: id(),
    userId: requiredRef('user_id', () => users.id, 'cascade'),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: optionalTime('used_at'),
  },
  (t) => [index('password_resets_user_idx').on(t.userId)],
);
