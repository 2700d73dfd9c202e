import { type LiveFeedOutput, removedText } from '@kickchips/core';
import type { FastifyInstance } from 'fastify';
import { forbidden } from '../../http/http-error';
import { NOT_A_MEMBER } from '../lobbies';
import type { LiveFeedReads } from './live-feed-reads';

/**
 * GET live-feed (issue "a live feed"): the moments of the lobby's match, newest first, and its
 * score, for the lobby's players and spectators. Refused as the lobby details are: 404 for no such
 * lobby, 403 for a non-member, saying who removed a removed one. Lobby, match and feed come from
 * memory while nothing changed.
 */
export async function loadLiveFeed(
  reads: FastifyInstance['hotReads'],
  feed: LiveFeedReads,
  lobbyId: string,
  userId: string,
  now: Date,
): Promise<LiveFeedOutput> {
  const found = await reads.lobbyMember(lobbyId, userId);
  if (!found) {
    const removal = await reads.removal(lobbyId, userId);
    if (removal) throw forbidden(removedText(removal.by), 'lobby/removed');
    throw forbidden(NOT_A_MEMBER, 'lobby/not_member');
  }
  const snapshot = await reads.match(found.snapshot.lobby.matchId);
  if (!snapshot) throw new Error(`lobby ${lobbyId} has no match ${found.snapshot.lobby.matchId}`);
  return {
    items: await feed.items(snapshot),
    score: { home: snapshot.score.home, away: snapshot.score.away },
    serverTime: now.toISOString(),
  };
}
