/** Every cached query of the in-game screen sits under this key, so leaving drops them all. */
export const gameQueryKey = ['game'] as const;
export const lobbyDetailsQueryKey = (lobbyId: string) => [...gameQueryKey, 'details', lobbyId] as const;
export const userBetsQueryKey = (lobbyId: string) => [...gameQueryKey, 'user-bets', lobbyId] as const;
export const leaderboardQueryKey = (lobbyId: string) => [...gameQueryKey, 'leaderboard', lobbyId] as const;
export const eventStatisticsQueryKey = (matchId: string) =>
  [...gameQueryKey, 'event-statistics', matchId] as const;
