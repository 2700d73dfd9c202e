import {
  GAME_SCREEN_READS,
  type ScreenRead,
  type ScreenViewer,
  type StreamNotice,
  screenReadsFor,
} from '@kickchips/core';
import { partialMatchKey, type QueryFilters, type QueryKey } from '@tanstack/react-query';
import { gameKeys } from '../../features/betting';
import { chatKeys } from '../../features/chat';
import { lobbyKeys } from '../../features/lobbies';
import { notificationKeys } from '../../features/notifications';

const byKey = (queryKey: QueryKey): QueryFilters => ({ queryKey });
/** Every lobby's or match's query of one kind: the key without its id. */
const everyOf = (queryKey: QueryKey): QueryFilters => byKey(queryKey.slice(0, -1));

/** Everything of the game screen but its chat: details, bets, leaderboard, odds, standings, history… */
const gameButChat: QueryFilters = {
  queryKey: gameKeys.all,
  predicate: (query) => !partialMatchKey(query.queryKey, chatKeys.all),
};

/** The queries of each read core names (core/src/realtime/screen-reads.ts). */
const QUERIES_OF: Record<ScreenRead, QueryFilters> = {
  lobbyDetails: everyOf(gameKeys.details('')),
  leaderboard: byKey(gameKeys.leaderboards),
  ownBets: everyOf(gameKeys.userBets('')),
  competitorBets: everyOf(gameKeys.competitorBets('')),
  cards: everyOf(gameKeys.cards('')),
  odds: everyOf(gameKeys.odds('')),
  statistics: everyOf(gameKeys.eventStatistics('')),
  liveFeed: everyOf(gameKeys.liveFeed('')),
  finalStandings: everyOf(gameKeys.finalStandings('')),
  chipHistory: everyOf(gameKeys.chipHistory('')),
  chat: byKey(chatKeys.all),
  openLobbies: byKey(lobbyKeys.all),
  playerMatches: byKey(lobbyKeys.playerMatches),
  notifications: byKey(notificationKeys.all),
};

/** Every query a notice can touch: what a resync or a dropped stream refetches. */
export const EVERYTHING_PUSHED: readonly QueryFilters[] = [
  byKey(gameKeys.all),
  byKey(lobbyKeys.all),
  byKey(lobbyKeys.playerMatches),
  byKey(notificationKeys.all),
];

/**
 * The queries a notice makes stale, from the reads core says it costs the viewer's screen. A
 * notice that costs the whole game screen makes every game query but the chat stale (also those
 * of screens core does not name). The stream only carries notices of the lobby and match on show.
 * The admin screens add their own while they are mounted (`useAreaInvalidations`).
 */
export function invalidationsFor(notice: StreamNotice, viewer: ScreenViewer | null): readonly QueryFilters[] {
  if (notice.type === 'resync') return EVERYTHING_PUSHED;
  const reads = screenReadsFor(notice, viewer ?? { userId: '' });
  if (!GAME_SCREEN_READS.every((read) => reads.includes(read))) return reads.map((read) => QUERIES_OF[read]);
  const others = reads.filter((read) => !GAME_SCREEN_READS.includes(read));
  return [gameButChat, ...others.map((read) => QUERIES_OF[read])];
}
