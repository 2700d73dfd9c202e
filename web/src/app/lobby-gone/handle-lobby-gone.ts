import type { QueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { gameKeys } from '../../features/betting';
import { clearChatCache } from '../../features/chat';
import { clearActiveLobby, readActiveLobby } from '../../features/lobbies';
import { navigateTo } from '../../lib/navigation';
import { paths } from '../../lib/paths';

export const LOBBY_GONE_MESSAGE = 'You are not in this lobby any more.';

/**
 * A lobby-scoped read was refused. Only the stored lobby matters: a refusal for a lobby already
 * left (a refresh still in flight when Leave Game went through) changes nothing and says nothing.
 */
export function handleLobbyGone(queryClient: QueryClient, lobbyId: string): void {
  if (readActiveLobby()?.lobbyId !== lobbyId) return;
  clearActiveLobby();
  clearChatCache(lobbyId);
  queryClient.removeQueries({ queryKey: gameKeys.all });
  navigateTo(paths.home);
  toast.info(LOBBY_GONE_MESSAGE, { id: 'lobby-gone' });
}
