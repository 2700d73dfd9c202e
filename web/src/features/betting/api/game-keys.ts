/**
 * The in-game screen's query keys, shared by the betting, game and final-screen features: every
 * one sits under `all`, so leaving the game drops them and a lobby notice refreshes them by prefix.
 */
export const gameKeys = {
  all: ['game'] as const,
  details: (lobbyId: string) => ['game', 'details', lobbyId] as const,
  /** The caller's own bets, shared by the quick-bet panel, the My Bets cards and the transition. */
  userBets: (lobbyId: string) => ['game', 'user-bets', lobbyId] as const,
  competitorBets: (lobbyId: string) => ['game', 'competitor-bets', lobbyId] as const,
  cards: (lobbyId: string) => ['game', 'cards', lobbyId] as const,
  /** Every lobby's leaderboard. */
  leaderboards: ['game', 'leaderboard'] as const,
  leaderboard: (lobbyId: string) => ['game', 'leaderboard', lobbyId] as const,
  odds: (matchId: string) => ['game', 'odds', matchId] as const,
  eventStatistics: (matchId: string) => ['game', 'event-statistics', matchId] as const,
  /** The lobby's match moments: a recorded, undone or corrected event reads them again. */
  liveFeed: (lobbyId: string) => ['game', 'live-feed', lobbyId] as const,
  finalStandings: (lobbyId: string) => ['game', 'final-standings', lobbyId] as const,
  chipHistory: (lobbyId: string) => ['game', 'chip-history', lobbyId] as const,
};
