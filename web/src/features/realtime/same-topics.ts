import type { NoticeTopics } from '@kickchips/core';

export function sameTopics(a: NoticeTopics, b: NoticeTopics): boolean {
  return a.lobbyId === b.lobbyId && a.matchId === b.matchId;
}
