import type { QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { clearChatCaches } from '../../features/chat';
import { clearActiveLobby, readActiveLobby } from '../../features/lobbies';
import { setLobbyGoneHandler } from '../../lib/lobby-scope';
import { pagePath, setReturnPath } from '../../lib/navigation';
import { paths } from '../../lib/paths';
import { readSessionToken, subscribeSessionToken } from '../../lib/session-token';
import { handleLobbyGone } from './handle-lobby-gone';

/**
 * The lobby state outlives no one: a refused lobby read forgets the lobby, and a sign-out (here,
 * on a 401, or in another tab) forgets the active lobby and every cached chat, so the next
 * account on this browser starts at its own home. A player the API client has to send to Sign In
 * comes back through the lobby's invite link, which takes a member straight back in their role.
 */
export function useLobbyHousekeeping(queryClient: QueryClient): void {
  useEffect(() => {
    setLobbyGoneHandler((lobbyId, reason) => handleLobbyGone(queryClient, lobbyId, reason));
    setReturnPath(() => {
      const lobby = readActiveLobby();
      return lobby ? paths.join(lobby.lobbyCode) : pagePath();
    });
    const unsubscribe = subscribeSessionToken(() => {
      if (readSessionToken()) return;
      clearActiveLobby();
      clearChatCaches();
    });
    return () => {
      unsubscribe();
      setLobbyGoneHandler(() => {});
      setReturnPath(pagePath);
    };
  }, [queryClient]);
}
