import { describe, expect, it } from 'vitest';
import { CHAT_CACHE_TTL_MS, clearChatCache, readChatCache, writeChatCache } from './chat-cache';

const MESSAGE = {
  _id: 'c1',
  user: { _id: 'u1', username: 'sam' },
  message: 'Hi',
  createdAt: '2026-01-01T00:00:00Z',
};

describe('chat cache', () => {
  it('keeps messages for 5 minutes per lobby', () => {
    writeChatCache('lobby-1', [MESSAGE], 1000);
    expect(readChatCache('lobby-1', 1000 + CHAT_CACHE_TTL_MS)).toEqual([MESSAGE]);
    expect(readChatCache('lobby-2', 1000)).toBeUndefined();
    expect(readChatCache('lobby-1', 1001 + CHAT_CACHE_TTL_MS)).toBeUndefined();
    expect(readChatCache('lobby-1', 1000)).toBeUndefined();
  });

  it('is dropped on leave', () => {
    writeChatCache('lobby-1', [MESSAGE]);
    clearChatCache('lobby-1');
    expect(readChatCache('lobby-1')).toBeUndefined();
  });
});
