import type { QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { clearChatCaches } from '../../features/chat';
import { clearActiveLobby } from '../../features/lobbies';
import { setLobbyGoneHandler } from '../../lib/lobby-scope';
import { readSessionToken, subscribeSessionToken } from '../../lib/session-token';
import { handleLobbyGone } from './handle-lobby-gone';

/**
 * The lobby state outlives no one: a refused lobby read forgets the lobby, and a sign-out (here,
 * on a 401, or in another tab) forgets the active lobby and every cached chat, so the next
 * account on this browser starts at its own home.
 */
export function useLobbyHousekeeping(queryClient: QueryClient): void {
  useEffect(() => {
    setLobbyGoneHandler((lobbyId, reason) => handleLobbyGone(queryClient, lobbyId, reason));
    const unsubscribe = subscribeSessionToken(() => {
      if (readSessionToken()) return;
      clearActiveLobby();
      clearChatCaches();
    });
    return () => {
      unsubscribe();
      setLobbyGoneHandler(() => {});
    };
  }, [queryClient]);
}
