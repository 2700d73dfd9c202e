import type { ChatMessage } from '@kickchips/core';
import { describe, expect, it } from 'vitest';
import { mergeMessages } from './merge-messages';

const message = (id: string, second: number): ChatMessage => ({
  _id: id,
  user: { _id: 'u', username: 'Uma' },
  message: `message ${id}`,
  createdAt: new Date(Date.UTC(2026, 0, 1, 12, 0, second)).toISOString(),
});

describe('mergeMessages', () => {
  it('keeps each message once, oldest first', () => {
    const merged = mergeMessages([message('b', 2), message('a', 1)], [message('b', 2), message('c', 3)]);
    expect(merged.map((m) => m._id)).toEqual(['a', 'b', 'c']);
  });

  it('drops the messages an admin removed, known or new', () => {
    const merged = mergeMessages([message('a', 1), message('b', 2)], [message('c', 3)], ['a', 'c']);
    expect(merged.map((m) => m._id)).toEqual(['b']);
  });
});
