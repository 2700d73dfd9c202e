import type { User } from '@kickchips/core';
import type { users } from '../../db/schema';
import { fileUrl } from '../storage';

type UserRow = typeof users.$inferSelect;

/** A user row as the API shows it (spec 3), never with its password hash or session version. */
export function toApiUser(row: UserRow, avatar: { id: string; image: string } | null): User {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    username: row.username,
    selectedAvatar: avatar?.id ?? null,
    avatarUrl: avatar ? fileUrl(avatar.image) : null,
    profileImageKey: row.profileImageKey,
    permissions: { isAdmin: row.isAdmin },
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
    suspended: row.suspendedAt !== null,
  };
}
