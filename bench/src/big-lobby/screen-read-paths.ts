import type { ScreenRead } from '@kickchips/core';

/** What a member's screen needs to name its reads: the lobby it shows and that lobby's match. */
export type ScreenPlace = { lobbyId: string; matchId: string };

const lobbyQuery = (place: ScreenPlace) => new URLSearchParams({ lobbyId: place.lobbyId }).toString();

/**
 * The GET each read of core's `screenReadsFor` sends, as the web's query functions build it
 * (web/src/features/{game,betting,chat,final-screen,lobbies,notifications}/api).
 */
export const SCREEN_READ_PATHS: Record<ScreenRead, (place: ScreenPlace) => string> = {
  lobbyDetails: (p) => `/api/app/game/lobby-details/${p.lobbyId}`,
  leaderboard: (p) => `/api/app/game/leaderboard/${p.lobbyId}`,
  ownBets: (p) => `/api/app/user-bet/all?${lobbyQuery(p)}`,
  competitorBets: (p) => `/api/app/user-bet/all?${lobbyQuery(p)}&includeAll=true`,
  cards: (p) => `/api/app/game/cards?${lobbyQuery(p)}`,
  odds: (p) => `/api/app/odds/match/${p.matchId}`,
  statistics: (p) => `/api/app/game/event-statistics/${p.matchId}`,
  liveFeed: (p) => `/api/app/game/live-feed/${p.lobbyId}`,
  finalStandings: (p) => `/api/app/game/final-standings/${p.lobbyId}`,
  chipHistory: (p) => `/api/app/game/chip-history/${p.lobbyId}`,
  chat: (p) => `/api/app/chat/messages?${lobbyQuery(p)}`,
  openLobbies: () => '/api/app/lobby',
  playerMatches: () => '/api/app/match',
  notifications: () => '/api/app/notifications',
};

/**
 * The reads a player's game screen has on show while a round takes bets, so the only ones a
 * notice can send again (TanStack Query refetches the queries in use): the lobby details, the
 * leaderboard (GAME RANK), the player's own bets and cards (the quick-bet panel and My Bets), the
 * match's odds, the event statistics and the live feed. Competitor bets are read only on their
 * tab, the final standings and chip history only on the final screen, and the chat is not read for
 * a bet.
 */
export const BETTING_SCREEN_READS: ReadonlySet<ScreenRead> = new Set<ScreenRead>([
  'lobbyDetails',
  'leaderboard',
  'ownBets',
  'cards',
  'odds',
  'statistics',
  'liveFeed',
]);
