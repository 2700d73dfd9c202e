import type { ChatMessage } from '@kickchips/core';
import { describe, expect, it } from 'vitest';
import { unreadCount } from './unread-count';

const message = (id: string, userId: string, createdAt: string): ChatMessage => ({
  _id: id,
  user: { _id: userId, username: userId },
  message: 'hi',
  createdAt,
});
const messages = [
  message('m1', 'bob', '2026-11-23T20:00:00Z'),
  message('m2', 'me', '2026-11-23T20:01:00Z'),
  message('m3', 'bob', '2026-11-23T20:02:00Z'),
];

describe('unreadCount', () => {
  it("counts others' messages after the last one seen", () => {
    expect(unreadCount(messages, '2026-11-23T20:00:00Z', 'me')).toBe(1);
  });

  it('counts all of them when the chat was never opened, and never the own ones', () => {
    expect(unreadCount(messages, null, 'me')).toBe(2);
  });
});
