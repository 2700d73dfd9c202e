import type { StreamNotice } from './stream-notice';

const GAME_READS = [
  'lobbyDetails',
  'leaderboard',
  'ownBets',
  'competitorBets',
  'cards',
  'odds',
  'statistics',
  'liveFeed',
  'finalStandings',
  'chipHistory',
] as const;

/**
 * The reads a screen may have to do again when a notice arrives, by name: the game screen's, then
 * the chat, the lists and notifications. The web maps each to its query keys
 * (web/src/app/push/invalidate-for-notice.ts); the bench maps each to the requests a member's
 * screen sends.
 */
export const SCREEN_READS = [...GAME_READS, 'chat', 'openLobbies', 'playerMatches', 'notifications'] as const;
export type ScreenRead = (typeof SCREEN_READS)[number];

/** Everything the game screen shows but its chat. */
export const GAME_SCREEN_READS: readonly ScreenRead[] = GAME_READS;

/**
 * Whose screen reads: the signed-in user, and the rounds whose bet of theirs the screen already
 * shows in its own bets (put there from the bet's own answer).
 */
export type ScreenViewer = { userId: string; ownBetRoundIds?: readonly string[] };

/**
 * What a recorded, undone or corrected event changes on a game screen: the score (in the lobby
 * details), the counts and the feed. Odds move by the round, and a correction that re-settles a
 * round publishes its own `round.settled`.
 */
export const EVENT_READS: readonly ScreenRead[] = ['lobbyDetails', 'statistics', 'liveFeed'];

/**
 * Which reads a notice costs a screen. A `lobby.delta` is applied as it comes, so it costs nothing,
 * except the bettor's own bets on a screen of the bettor's that does not show that bet yet (another
 * tab; the tab that bet has it from the answer) and, for a member who was removed, the lobby (which
 * then says so). A recorded event reads what it changes (EVENT_READS); settlement and a
 * match's changes read the game screen again; a `resync` reads everything.
 */
export function screenReadsFor(notice: StreamNotice, viewer: ScreenViewer): readonly ScreenRead[] {
  switch (notice.type) {
    case 'lobby.delta': {
      const reads: ScreenRead[] = [];
      if (notice.left.includes(viewer.userId)) reads.push('lobbyDetails');
      const shown = notice.roundId !== undefined && viewer.ownBetRoundIds?.includes(notice.roundId);
      if (!shown && notice.bets.some((bet) => bet.userId === viewer.userId)) reads.push('ownBets');
      return reads;
    }
    case 'match.event':
      return EVENT_READS;
    case 'lobby.changed':
    case 'round.settled':
      return GAME_SCREEN_READS;
    case 'match.changed':
      return [...GAME_SCREEN_READS, 'playerMatches'];
    case 'chat.message':
      return ['chat'];
    case 'lobbies.changed':
      return ['openLobbies'];
    case 'user.notified':
      // a stream carries its own user's only
      return ['notifications'];
    case 'resync':
      return SCREEN_READS;
    case 'ready':
      return [];
  }
}
