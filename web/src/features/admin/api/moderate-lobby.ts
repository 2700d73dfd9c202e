import type { AdminLobbyDetail } from '@kickchips/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { adminKeys } from './admin-keys';

/** DELETE admin/chat/:messageId: the message leaves every player's chat. */
export async function removeChatMessage(messageId: string): Promise<void> {
  await api.delete<void>(`/api/admin/chat/${messageId}`);
}

/** POST admin/lobby/:id/remove-member: the member is out and cannot rejoin. */
export async function removeLobbyMember(lobbyId: string, userId: string): Promise<AdminLobbyDetail> {
  return (await api.post<AdminLobbyDetail>(`/api/admin/lobby/${lobbyId}/remove-member`, { userId })).data;
}

/** The lobby screen's two actions; each refreshes the lobby and the lobby list. */
export function useModerateLobby(lobbyId: string) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: adminKeys.lobbies });
  const removeMessage = useMutation({ mutationFn: removeChatMessage, onSettled: refresh });
  const removeMember = useMutation({
    mutationFn: (userId: string) => removeLobbyMember(lobbyId, userId),
    onSettled: refresh,
  });
  return { removeMessage, removeMember };
}
