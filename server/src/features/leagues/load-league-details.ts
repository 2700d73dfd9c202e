import {
  type FinalStanding,
  type LeagueDetails,
  type LeagueLobbyResult,
  leagueTable,
  resultsOnce,
} from '@kickchips/core';
import { asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { leagueMembers, lobbies, matches, users } from '../../db/schema';
import { displayUsername, lobbySettings } from '../lobbies';
import { matchScores, scoreIn } from '../matches';
import { findLeague, requireLeagueMember } from './find-league';
import { toLeagueView } from './league-view';

/**
 * A league for one of its members: who is in it, the table made from its finished lobbies (each
 * counted once: a lobby's final standings are stored once), and its lobbies, newest first, each
 * with its match's score.
 */
export async function loadLeagueDetails(db: Db, leagueId: string, userId: string): Promise<LeagueDetails> {
  const league = await findLeague(db, leagueId);
  await requireLeagueMember(db, leagueId, userId);
  const memberRows = await db
    .select({ id: users.id, name: users.name, username: users.username, joinedAt: leagueMembers.joinedAt })
    .from(leagueMembers)
    .innerJoin(users, eq(users.id, leagueMembers.userId))
    .where(eq(leagueMembers.leagueId, leagueId))
    .orderBy(asc(leagueMembers.joinedAt));
  const lobbyRows = await db
    .select({
      id: lobbies.id,
      code: lobbies.code,
      status: lobbies.status,
      settings: lobbies.settings,
      finishedAt: lobbies.finishedAt,
      finalStandings: lobbies.finalStandings,
      matchId: matches.id,
      homeTeam: matches.homeTeam,
      awayTeam: matches.awayTeam,
    })
    .from(lobbies)
    .innerJoin(matches, eq(matches.id, lobbies.matchId))
    .where(eq(lobbies.leagueId, leagueId))
    .orderBy(desc(lobbies.createdAt));

  const scores = await matchScores(
    db,
    lobbyRows.map((lobby) => lobby.matchId),
  );

  const results: LeagueLobbyResult[] = lobbyRows.flatMap((lobby) => {
    const standings = lobby.finalStandings as FinalStanding[] | null;
    if (!standings || !lobby.finishedAt) return [];
    return [
      {
        lobbyId: lobby.id,
        finishedAt: lobby.finishedAt.getTime(),
        startingChips: lobbySettings(lobby.settings).startingChips,
        standings: standings.map((s) => ({ userId: s.user._id, rank: s.rank, chips: s.chips })),
      },
    ];
  });
  const members = memberRows.map((m) => ({
    _id: m.id,
    name: displayUsername(m),
    joinedAt: m.joinedAt.toISOString(),
  }));
  const byId = new Map(members.map((m) => [m._id, { _id: m._id, name: m.name }]));
  const table = leagueTable(
    members.map((m) => m._id),
    results,
  );
  return {
    league: toLeagueView(league, members.length),
    members,
    standings: table.map(({ userId, ...row }) => ({ user: byId.get(userId)!, ...row })),
    results: resultsOnce(results).map((result) => ({
      ...result,
      finishedAt: new Date(result.finishedAt).toISOString(),
      standings: [...result.standings],
    })),
    lobbies: lobbyRows.map((lobby) => {
      const standings = lobby.finalStandings as FinalStanding[] | null;
      const winner = standings?.find((s) => s.rank === 1);
      return {
        _id: lobby.id,
        lobbyCode: lobby.code,
        homeTeam: lobby.homeTeam,
        awayTeam: lobby.awayTeam,
        score: scoreIn(scores, lobby.matchId),
        status: lobby.status,
        finishedAt: lobby.finishedAt?.toISOString() ?? null,
        winner: winner ? winner.user.username : null,
      };
    }),
  };
}
