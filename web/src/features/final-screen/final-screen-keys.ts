/** Under the in-game screen's ['game'] key, so that leaving the game drops them with the rest. */
export const finalStandingsQueryKey = (lobbyId: string) => ['game', 'final-standings', lobbyId] as const;
export const chipHistoryQueryKey = (lobbyId: string) => ['game', 'chip-history', lobbyId] as const;
