export { gameKeys } from './api/game-keys';
export { useEventStatistics } from './api/use-event-statistics';
export { getOwnBets, useOwnBets } from './api/use-own-bets';
export { BetBar } from './bet-bar';
export { jumpToBetSlipOnceShown } from './bet-slip-anchor';
export { QuickBetPanel, type QuickBetPanelProps } from './quick-bet-panel';
export { SpectatorPanel } from './spectator-panel';
