import type { NoticeTopics } from '@kickchips/core';
import { useEffect } from 'react';

const declared = new Map<symbol, NoticeTopics>();
const listeners = new Set<() => void>();
const changed = () => {
  for (const listener of listeners) listener();
};

/**
 * The lobby or match the screens on show are about, from what they declared: a lobby wins, as its
 * stream carries its match's notices too.
 */
export function declaredTopics(): NoticeTopics {
  const all = [...declared.values()];
  const lobbyId = all.find((topics) => topics.lobbyId)?.lobbyId;
  if (lobbyId) return { lobbyId };
  const matchId = all.find((topics) => topics.matchId)?.matchId;
  return matchId ? { matchId } : {};
}

export function subscribeDeclaredTopics(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** A screen asks for the push notices of its lobby or match while it is mounted. */
export function usePushTopics({ lobbyId, matchId }: NoticeTopics): void {
  useEffect(() => {
    const id = Symbol('push topics');
    declared.set(id, { lobbyId, matchId });
    changed();
    return () => {
      declared.delete(id);
      changed();
    };
  }, [lobbyId, matchId]);
}
