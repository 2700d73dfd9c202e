import type { NoticeTopics, StreamQuery } from '@kickchips/core';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { matches } from '../../db/schema';
import { badRequest, forbidden, notFound } from '../../http/http-error';
import { requireMember } from '../lobbies';

export const MATCH_NOT_FOUND = 'Match not found';
export const ADMINS_ONLY_MATCH = 'Only admins may follow a match outside their lobby';
export const NOT_THE_LOBBY_MATCH = 'matchId: is not the match of lobbyId';

/**
 * What a stream may listen to, with the same rules as REST: a lobby only by its members (and then
 * its match too), any match only by admins (their match screens). Everyone gets the open list and
 * their own notifications.
 */
export async function streamTopicsFor(
  db: Db,
  user: { id: string; isAdmin: boolean },
  query: Pick<StreamQuery, 'lobbyId' | 'matchId'>,
): Promise<NoticeTopics> {
  if (query.lobbyId !== undefined) {
    const { lobby } = await requireMember(db, query.lobbyId, user.id);
    if (query.matchId !== undefined && query.matchId !== lobby.matchId) throw badRequest(NOT_THE_LOBBY_MATCH);
    return { lobbyId: lobby.id, matchId: lobby.matchId, userId: user.id };
  }
  if (query.matchId === undefined) return { userId: user.id };
  if (!user.isAdmin) throw forbidden(ADMINS_ONLY_MATCH);
  const [match] = await db
    .select({ id: matches.id })
    .from(matches)
    .where(and(eq(matches.id, query.matchId), isNull(matches.deletedAt)));
  if (!match) throw notFound(MATCH_NOT_FOUND);
  return { matchId: match.id, userId: user.id };
}
