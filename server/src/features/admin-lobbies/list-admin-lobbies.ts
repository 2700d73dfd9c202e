import { ADMIN_PAGE_SIZE, type AdminLobby, adminLobbyStatus } from '@kickchips/core';
import { and, count, desc, eq, ilike, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { lobbies, lobbyUsers, matches, users } from '../../db/schema';
import { displayUsername, lobbySettings } from '../lobbies';

export type AdminLobbyFilter = { matchId?: string | undefined; q?: string | undefined; page: number };

/** A LIKE pattern that finds `text` anywhere, its wildcards taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** One list row's columns: the lobby, its match, its host and how many players and spectators are in it. */
export function adminLobbyColumns(db: Db) {
  const present = db
    .select({
      lobbyId: lobbyUsers.lobbyId,
      players: sql<number>`(count(*) filter (where ${lobbyUsers.role} = 'player'))::int`.as('players'),
      spectators: sql<number>`(count(*) filter (where ${lobbyUsers.role} = 'spectator'))::int`.as(
        'spectators',
      ),
    })
    .from(lobbyUsers)
    .where(isNull(lobbyUsers.leftAt))
    .groupBy(lobbyUsers.lobbyId)
    .as('present');
  return db
    .select({
      lobby: lobbies,
      match: {
        id: matches.id,
        homeTeam: matches.homeTeam,
        awayTeam: matches.awayTeam,
        status: matches.status,
        abandonedAt: matches.abandonedAt,
      },
      host: { id: users.id, username: users.username, name: users.name },
      players: present.players,
      spectators: present.spectators,
    })
    .from(lobbies)
    .innerJoin(matches, eq(matches.id, lobbies.matchId))
    .innerJoin(users, eq(users.id, lobbies.hostUserId))
    .leftJoin(present, eq(present.lobbyId, lobbies.id));
}

type ColumnsRow = Awaited<ReturnType<ReturnType<typeof adminLobbyColumns>['execute']>>[number];

export function toAdminLobby(row: ColumnsRow): AdminLobby {
  return {
    _id: row.lobby.id,
    lobbyCode: row.lobby.code,
    isPrivate: lobbySettings(row.lobby.settings).isPrivate,
    match: {
      _id: row.match.id,
      homeTeam: row.match.homeTeam,
      awayTeam: row.match.awayTeam,
      abandoned: row.match.abandonedAt !== null,
    },
    host: { _id: row.host.id, username: displayUsername(row.host) },
    players: row.players ?? 0,
    spectators: row.spectators ?? 0,
    status: adminLobbyStatus({
      lobbyFinished: row.lobby.finishedAt !== null,
      matchStatus: row.match.status,
    }),
    createdAt: row.lobby.createdAt.toISOString(),
  };
}

/** Every lobby, private ones too, newest first, a page at a time, with the number of all that match. */
export async function listAdminLobbies(
  db: Db,
  filter: AdminLobbyFilter,
): Promise<{ lobbies: AdminLobby[]; total: number }> {
  const conditions: (SQL | undefined)[] = [filter.matchId ? eq(lobbies.matchId, filter.matchId) : undefined];
  if (filter.q) {
    const pattern = containing(filter.q);
    conditions.push(
      or(
        ilike(lobbies.code, pattern),
        ilike(users.username, pattern),
        ilike(users.name, pattern),
        ilike(matches.homeTeam, pattern),
        ilike(matches.awayTeam, pattern),
      ),
    );
  }
  const where = and(...conditions);
  const rows = await adminLobbyColumns(db)
    .where(where)
    .orderBy(desc(lobbies.createdAt), desc(lobbies.id))
    .limit(ADMIN_PAGE_SIZE)
    .offset((filter.page - 1) * ADMIN_PAGE_SIZE);
  const [total] = await db
    .select({ value: count() })
    .from(lobbies)
    .innerJoin(matches, eq(matches.id, lobbies.matchId))
    .innerJoin(users, eq(users.id, lobbies.hostUserId))
    .where(where);
  return { lobbies: rows.map(toAdminLobby), total: total?.value ?? 0 };
}
