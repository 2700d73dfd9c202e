import type { LobbyByCode, LobbyRole } from '@kickchips/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { writeActiveLobby } from './active-lobby';
import { getLobbyByCode } from './api/get-lobby-by-code';
import { joinLobby } from './api/join-lobby';
import { lobbyKeys } from './api/lobby-keys';
import { joinErrorText, lookupErrorText } from './join-errors';

/**
 * Spec 4 "Lobby join": the code is looked up; one the caller may not join (removed, or locked to
 * newcomers) says why at once; a member goes straight back in with the role they have (after
 * signing in again, say); a lobby that allows spectators asks for a role (JOIN LOBBY dialog), any
 * other is joined as a player. Success makes it the active lobby.
 */
export function useJoinLobby() {
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [choosing, setChoosing] = useState<LobbyByCode | null>(null);

  const join = async (lobbyCode: string, role: LobbyRole) => {
    setPending(true);
    try {
      const data = await joinLobby({ lobbyCode, role });
      if (!data?.lobby) {
        setError('Failed to join lobby');
        return;
      }
      writeActiveLobby({ lobbyId: data.lobby._id, lobbyCode: data.lobby.lobbyCode });
      await queryClient.invalidateQueries({ queryKey: lobbyKeys.all });
    } catch (err) {
      setError(joinErrorText(err));
    } finally {
      setPending(false);
    }
  };

  const start = async (code: string) => {
    setError(null);
    setPending(true);
    let lobby: LobbyByCode | undefined;
    try {
      lobby = (await getLobbyByCode(code))?.lobby;
    } catch (err) {
      setError(lookupErrorText(err));
      setPending(false);
      return;
    }
    setPending(false);
    if (!lobby) {
      setError('Lobby not found');
      return;
    }
    if (lobby.joinRefusal) {
      setError(lobby.joinRefusal);
      return;
    }
    if (lobby.memberRole) await join(lobby.lobbyCode, lobby.memberRole);
    else if (lobby.gameSettings.allowSpectators) setChoosing(lobby);
    else await join(lobby.lobbyCode, 'player');
  };

  const chooseRole = async (role: LobbyRole) => {
    const lobby = choosing;
    setChoosing(null);
    if (lobby) await join(lobby.lobbyCode, role);
  };

  return {
    start,
    chooseRole,
    cancelRole: () => setChoosing(null),
    /** The code is being changed: its lookup's error (e.g. 'Lobby not found') is about the old one. */
    clearError: () => setError(null),
    choosing,
    pending,
    error,
  };
}
