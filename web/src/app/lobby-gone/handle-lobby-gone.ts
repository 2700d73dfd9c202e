import { isRemovedText } from '@kickchips/core';
import type { QueryClient } from '@tanstack/react-query';
import { gameKeys } from '../../features/betting';
import { clearChatCache } from '../../features/chat';
import { clearActiveLobby, readActiveLobby } from '../../features/lobbies';
import { navigateTo } from '../../lib/navigation';
import { paths } from '../../lib/paths';

export const LOBBY_GONE_MESSAGE = 'You are not in this lobby any more.';

/** Long enough to read on the home screen the player lands on: it is why their game vanished. */
const REMOVED_NOTICE_MS = 15_000;
/** Not the spec's 1000 ms of a success: the player did not do this here and needs to read why. */
const GONE_NOTICE_MS = 6000;

/**
 * A lobby-scoped read was refused. Only the stored lobby matters: a refusal for a lobby already
 * left (a refresh still in flight when Leave Game went through) changes nothing and says nothing.
 * A player the host (or an admin) removed is told so, on the home screen, never /forbidden; the
 * toast's code (sonner) comes in the toaster's own chunk, not the entry's.
 */
export async function handleLobbyGone(
  queryClient: QueryClient,
  lobbyId: string,
  reason: string,
): Promise<void> {
  if (readActiveLobby()?.lobbyId !== lobbyId) return;
  clearActiveLobby();
  clearChatCache(lobbyId);
  queryClient.removeQueries({ queryKey: gameKeys.all });
  navigateTo(paths.home);
  const { toast } = await import('sonner');
  if (isRemovedText(reason)) toast.error(reason, { id: 'lobby-gone', duration: REMOVED_NOTICE_MS });
  else toast.info(LOBBY_GONE_MESSAGE, { id: 'lobby-gone', duration: GONE_NOTICE_MS });
}
