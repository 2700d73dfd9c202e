import type { LobbyMemberUser, LobbyRole } from '@kickchips/core';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { avatars, bets, lobbyUsers, users } from '../../db/schema';
import { fileUrl } from '../storage';
import { displayUsername } from './display-username';

export type MemberRow = {
  user: LobbyMemberUser;
  role: LobbyRole;
  chips: number;
  eliminated: boolean;
  joinedAt: Date;
  betsPlaced: number;
  betsWon: number;
  /** Bets won or lost. */
  betsSettled: number;
  /** Chips staked on pending bets. */
  inPlay: number;
};

/**
 * The members present in a lobby with their user, avatar and bet counts, in one query (bets are
 * counted per user in a grouped subquery, so the polled details never do one query per player);
 * with `userId`, that member only.
 */
export async function loadMembers(db: Db, lobbyId: string, userId?: string): Promise<MemberRow[]> {
  const betCounts = db
    .select({
      userId: bets.userId,
      placed: sql<number>`count(*)::int`.as('placed'),
      won: sql<number>`(count(*) filter (where ${bets.status} = 'won'))::int`.as('won'),
      settled: sql<number>`(count(*) filter (where ${bets.status} in ('won', 'lost')))::int`.as('settled'),
      inPlay:
        sql<number>`(coalesce(sum(${bets.stake}) filter (where ${bets.status} = 'pending'), 0))::int`.as(
          'in_play',
        ),
    })
    .from(bets)
    .where(
      userId === undefined
        ? eq(bets.lobbyId, lobbyId)
        : and(eq(bets.lobbyId, lobbyId), eq(bets.userId, userId)),
    )
    .groupBy(bets.userId)
    .as('bet_counts');
  const rows = await db
    .select({
      userId: users.id,
      username: users.username,
      name: users.name,
      avatarImage: avatars.image,
      role: lobbyUsers.role,
      chips: lobbyUsers.chips,
      eliminated: lobbyUsers.eliminated,
      joinedAt: lobbyUsers.joinedAt,
      placed: betCounts.placed,
      won: betCounts.won,
      settled: betCounts.settled,
      inPlay: betCounts.inPlay,
    })
    .from(lobbyUsers)
    .innerJoin(users, eq(users.id, lobbyUsers.userId))
    .leftJoin(avatars, and(eq(avatars.id, users.selectedAvatarId), isNull(avatars.deletedAt)))
    .leftJoin(betCounts, eq(betCounts.userId, lobbyUsers.userId))
    .where(
      and(
        eq(lobbyUsers.lobbyId, lobbyId),
        isNull(lobbyUsers.leftAt),
        userId === undefined ? undefined : eq(lobbyUsers.userId, userId),
      ),
    )
    .orderBy(asc(lobbyUsers.joinedAt), asc(users.id));
  return rows.map((row) => ({
    user: {
      _id: row.userId,
      username: displayUsername(row),
      name: row.name,
      avatarUrl: row.avatarImage ? fileUrl(row.avatarImage) : null,
    },
    role: row.role as LobbyRole,
    chips: row.chips,
    eliminated: row.eliminated,
    joinedAt: row.joinedAt,
    betsPlaced: row.placed ?? 0,
    betsWon: row.won ?? 0,
    betsSettled: row.settled ?? 0,
    inPlay: row.inPlay ?? 0,
  }));
}
