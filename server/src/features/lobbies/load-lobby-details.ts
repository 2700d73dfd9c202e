import type { LobbyDetails, MatchState, RoundStatus } from '@kickchips/core';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { lobbies, lobbyUsers, matches, matchHalves, matchRounds, odds, users } from '../../db/schema';
import { forbidden, notFound } from '../../http/http-error';
import { displayUsername } from './display-username';
import { toHalfState } from './half-state';
import { loadMembers } from './load-members';
import { lobbyLeaderboard } from './lobby-leaderboard';
import { lobbyRounds } from './lobby-rounds';
import { lobbySettings } from './lobby-settings';
import { LOBBY_NOT_FOUND, NOT_A_MEMBER } from './require-member';

/**
 * Everything the in-game screen polls for (every 2.5 s by every player): the hottest read, so it
 * is a fixed handful of queries whatever the lobby's size. Members only.
 */
export async function loadLobbyDetails(
  db: Db,
  lobbyId: string,
  userId: string,
  now: Date,
): Promise<LobbyDetails> {
  const { lobby, settings, member, match, host } = await loadLobbyHead(db, lobbyId, userId);
  const [halfRows, roundRows, oddRows, members] = await Promise.all([
    db
      .select()
      .from(matchHalves)
      .where(eq(matchHalves.matchId, lobby.matchId))
      .orderBy(asc(matchHalves.halfNumber)),
    db.select().from(matchRounds).where(eq(matchRounds.matchId, lobby.matchId)),
    db
      .select({
        id: odds.id,
        eventType: odds.eventType,
        betType: odds.betType,
        threshold: odds.threshold,
        odds: odds.odds,
      })
      .from(odds)
      .where(and(eq(odds.matchId, lobby.matchId), isNull(odds.deletedAt)))
      .orderBy(asc(odds.eventType), asc(odds.betType), asc(odds.threshold)),
    loadMembers(db, lobbyId),
  ]);

  const halfNumberById = new Map(halfRows.map((half) => [half.id, half.halfNumber]));
  const matchState: MatchState = {
    clockSpeed: match.clockSpeed,
    halves: halfRows.map(toHalfState),
    rounds: roundRows.map((round) => ({
      id: round.id,
      halfNumber: halfNumberById.get(round.halfId) ?? 0,
      roundNumber: round.roundNumber,
      startMinute: round.startMinute,
      endMinute: round.endMinute,
      status: round.status as RoundStatus,
    })),
  };
  const iso = (time: Date | null) => time?.toISOString() ?? null;

  return {
    lobby: {
      _id: lobby.id,
      lobbyCode: lobby.code,
      gameSettings: settings,
      hostUser: { _id: lobby.hostUserId, username: displayUsername(host) },
      status: lobby.status,
      createdAt: lobby.createdAt.toISOString(),
    },
    match: {
      _id: match.id,
      homeTeam: match.homeTeam,
      awayTeam: match.awayTeam,
      teams: [{ name: match.homeTeam }, { name: match.awayTeam }],
      status: match.status,
      clockSpeed: match.clockSpeed,
      scheduledAt: iso(match.scheduledAt),
      halves: halfRows.map((half) => ({
        _id: half.id,
        halfNumber: half.halfNumber,
        status: half.status,
        startTime: iso(half.startTime),
        endTime: iso(half.endTime),
      })),
    },
    users: members.map(({ user, role, chips, eliminated }) => ({ user, role, chips, eliminated })),
    ...lobbyRounds(matchState, settings, now.getTime()),
    odds: oddRows.map(({ id, ...odd }) => ({ _id: id, ...odd })),
    leaderboard: lobbyLeaderboard(members),
    currentUser: {
      _id: userId,
      role: member.role as 'player' | 'spectator',
      chips: member.chips,
      eliminated: member.eliminated,
    },
    serverTime: now.toISOString(),
  };
}

/** The lobby with its match, host and the caller's membership in one query; 404 or 403 as for requireMember. */
async function loadLobbyHead(db: Db, lobbyId: string, userId: string) {
  const [row] = await db
    .select({
      lobby: lobbies,
      match: matches,
      host: { username: users.username, name: users.name },
      member: lobbyUsers,
    })
    .from(lobbies)
    .innerJoin(matches, eq(matches.id, lobbies.matchId))
    .innerJoin(users, eq(users.id, lobbies.hostUserId))
    .leftJoin(
      lobbyUsers,
      and(eq(lobbyUsers.lobbyId, lobbies.id), eq(lobbyUsers.userId, userId), isNull(lobbyUsers.leftAt)),
    )
    .where(eq(lobbies.id, lobbyId));
  if (!row) throw notFound(LOBBY_NOT_FOUND, 'lobby/not_found');
  if (!row.member) throw forbidden(NOT_A_MEMBER, 'lobby/not_member');
  return { ...row, member: row.member, settings: lobbySettings(row.lobby.settings) };
}
