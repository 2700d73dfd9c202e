export { gameKeys } from './api/game-keys';
export { useEventStatistics } from './api/use-event-statistics';
export { useOwnBets } from './api/use-own-bets';
export { QuickBetPanel, type QuickBetPanelProps } from './quick-bet-panel';
