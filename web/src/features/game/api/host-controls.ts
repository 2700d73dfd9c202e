import type {
  KickInput,
  LobbyRefOutput,
  LockLobbyInput,
  LockLobbyOutput,
  TransferHostInput,
} from '@kickchips/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { apiCall } from '../../../lib/api-client';
import { gameKeys } from '../../betting';

/**
 * The host's calls. Quiet: a refusal (hosting passed on meanwhile, say) is the server's sentence
 * in a toast, never a trip to /forbidden.
 */
const hostCall = async <T>(route: string, body: object) =>
  (await apiCall<T>(`/api/app/game/${route}`, { body, quiet: true })).data;

/** POST game/kick, game/lock and game/transfer-host for one lobby; each refreshes its details. */
export function useHostControls(lobbyId: string) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: gameKeys.details(lobbyId) });
  const options = {
    onSuccess: refresh,
    onError: (err: Error) => {
      toast.error(err.message || 'That did not work, please try again');
    },
  };
  const kick = useMutation({
    mutationFn: (userId: string) => hostCall<LobbyRefOutput>('kick', { lobbyId, userId } satisfies KickInput),
    ...options,
  });
  const lock = useMutation({
    mutationFn: (locked: boolean) =>
      hostCall<LockLobbyOutput>('lock', { lobbyId, locked } satisfies LockLobbyInput),
    ...options,
  });
  const transfer = useMutation({
    mutationFn: (userId: string) =>
      hostCall<LobbyRefOutput>('transfer-host', { lobbyId, userId } satisfies TransferHostInput),
    ...options,
  });
  return { kick, lock, transfer };
}
