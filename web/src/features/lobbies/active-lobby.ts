import { createLocalStore } from '../../lib/local-store';

/** The lobby the player is in (spec 4 "Lobby persistence"), kept across reloads. */
export type ActiveLobby = { lobbyId: string; lobbyCode: string };

export const activeLobbyStore = createLocalStore<ActiveLobby>('kickchips.activeLobby', (stored) => {
  const value = stored as Partial<ActiveLobby> | null;
  return value && typeof value.lobbyId === 'string' && typeof value.lobbyCode === 'string'
    ? { lobbyId: value.lobbyId, lobbyCode: value.lobbyCode }
    : null;
});

export const readActiveLobby = activeLobbyStore.read;
export const writeActiveLobby = activeLobbyStore.write;
export const clearActiveLobby = activeLobbyStore.clear;
