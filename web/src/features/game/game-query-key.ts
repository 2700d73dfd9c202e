/** Every cached query of the in-game screen sits under this key, so leaving drops them all. */
export const gameQueryKey = ['game'] as const;
export const lobbyDetailsQueryKey = (lobbyId: string) => [...gameQueryKey, 'details', lobbyId] as const;
