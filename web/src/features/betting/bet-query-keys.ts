import { eventStatisticsQueryKey, gameQueryKey, userBetsQueryKey } from './game-query-keys';

/**
 * The quick-bet panel's cached reads, all under the game key so that leaving the game drops them
 * and a push notice can refresh them by prefix.
 */
export const betQueryKeys = {
  odds: (matchId: string) => [...gameQueryKey, 'odds', matchId] as const,
  /** Shared with the My Bets cards and the transition: one hook, one cache entry. */
  eventStatistics: eventStatisticsQueryKey,
  /** The caller's own bets, shared with the My Bets cards and the transition. */
  userBets: userBetsQueryKey,
  competitorBets: (lobbyId: string) => [...gameQueryKey, 'competitor-bets', lobbyId] as const,
  cards: (lobbyId: string) => [...gameQueryKey, 'cards', lobbyId] as const,
  /** Every lobby's leaderboard. */
  leaderboard: [...gameQueryKey, 'leaderboard'] as const,
};
