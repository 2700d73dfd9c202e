export { useEventStatistics } from './api/use-event-statistics';
export { useOwnBets } from './api/use-own-bets';
export { gameQueryKey, leaderboardQueryKey, lobbyDetailsQueryKey } from './game-query-keys';
export { QuickBetPanel, type QuickBetPanelProps } from './quick-bet-panel';
