import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'sonner';
import { ApiError } from '../../lib/api-error';
import { gameKeys } from '../betting';
import { clearChatCache } from '../chat';
import { clearActiveLobby, leaveLobby, lobbyKeys } from '../lobbies';

/**
 * Leave Game (spec 4): tells the server, then forgets the lobby and every bit of game state. The
 * game's reads stop first, so none lands after the leave (a refused one would only be ignored).
 */
export function useLeaveGame(lobbyId: string) {
  const queryClient = useQueryClient();
  const [leaving, setLeaving] = useState(false);
  const leave = async () => {
    setLeaving(true);
    await queryClient.cancelQueries({ queryKey: gameKeys.all });
    try {
      await leaveLobby(lobbyId);
    } catch (err) {
      if (!(err instanceof ApiError) || err.status === 0) {
        toast.error(err instanceof Error ? err.message : 'Failed to leave the game');
        setLeaving(false);
        return;
      }
    }
    clearChatCache(lobbyId);
    queryClient.removeQueries({ queryKey: gameKeys.all });
    clearActiveLobby();
    void queryClient.invalidateQueries({ queryKey: lobbyKeys.all });
  };
  return { leave, leaving };
}
