import type { Avatar, User } from '@kickchips/core';
import type { SessionToken } from '../lib/session-token';

export const TOKEN: SessionToken = {
  accessToken: 'access-1',
  refreshToken: 'refresh-1',
  tokenType: 'Bearer',
};

export function makeUser(overrides: Partial<User> = {}): User {
  return {
    _id: '11111111-1111-4111-8111-111111111111',
    name: 'Sam Kerr',
    email: 'sam@example.com',
    role: 'player',
    username: 'samk',
    selectedAvatar: null,
    avatarUrl: null,
    profileImageKey: null,
    permissions: { isAdmin: false },
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    lastLoginAt: null,
    ...overrides,
  };
}

export function makeAvatar(n: number, name: string): Avatar {
  return {
    _id: `00000000-0000-4000-8000-00000000000${n}`,
    name,
    image: `/avatars/${name.toLowerCase()}.svg`,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
  };
}
