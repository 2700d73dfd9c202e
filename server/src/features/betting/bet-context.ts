import type { CardKind, GameSettings, MatchState } from '@kickchips/core';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/database';
import { avatars, lobbies, lobbyUsers, matches, users } from '../../db/schema';
import { forbidden, notFound } from '../../http/http-error';
import { LOBBY_NOT_FOUND, lobbySettings, NOT_A_MEMBER } from '../lobbies';
import { toHalfState, toRoundState } from '../matches';

type HalfJson = { halfNumber: number; status: string; startTime: number | null; endTime: number | null };
type RoundJson = {
  id: string;
  halfNumber: number;
  roundNumber: number;
  startMinute: number;
  endMinute: number | null;
  status: string;
};
type OddJson = { id: string; odds: number; eventType: string; betType: string; threshold: number };
type CardJson = { id: string; kind: CardKind; usedInRoundNumber: number | null };

/** Everything a bet is checked against, read in one statement with the member row locked. */
export type BetContext = {
  lobby: { id: string; matchId: string; cardSeed: string; cardsDealtAt: Date | null };
  settings: GameSettings;
  member: { role: 'player' | 'spectator'; eliminated: boolean; chips: number };
  user: { id: string; username: string | null; name: string; avatarImage: string | null };
  /** null when the match is deleted. */
  match: MatchState | null;
  /** The round rows as stored, for the bet's answer. */
  rounds: readonly RoundJson[];
  /** The odd asked for, when it is a live odd of the lobby's match. */
  odd: OddJson | null;
  betRoundIds: string[];
  hand: CardJson[];
  closed: boolean;
};

const epochMs = (column: string) =>
  sql.raw(
    `CASE WHEN ${column} IS NULL THEN NULL ELSE floor(extract(epoch FROM ${column}) * 1000)::bigint END`,
  );

/**
 * Reads the lobby, the caller's membership (locked FOR UPDATE: every change to one player's chips,
 * bets and cards goes through this lock), the match's halves and rounds, the odd, the caller's bets,
 * hand and the round's betting closure, in one round trip. The subqueries see the statement's
 * snapshot, taken before the lock was granted: when a request of the same player (or the engine's
 * closing of the round) committed while this one waited, they miss it. `writeBet` re-counts those
 * rows under the lock and refuses to write on a stale read. 404 without the lobby, 403 for a
 * non-member.
 */
export async function readBetContext(
  tx: Tx,
  userId: string,
  input: { lobbyId: string; oddsId: string; matchRoundId: string },
): Promise<BetContext> {
  const [row] = await tx
    .select({
      lobby: {
        id: lobbies.id,
        matchId: lobbies.matchId,
        settings: lobbies.settings,
        cardSeed: lobbies.cardSeed,
        cardsDealtAt: lobbies.cardsDealtAt,
      },
      member: { role: lobbyUsers.role, eliminated: lobbyUsers.eliminated, chips: lobbyUsers.chips },
      user: { id: users.id, username: users.username, name: users.name },
      avatarImage: avatars.image,
      clockSpeed: matches.clockSpeed,
      halves: sql<HalfJson[]>`(
        SELECT coalesce(json_agg(json_build_object(
          'halfNumber', h.half_number, 'status', h.status,
          'startTime', ${epochMs('h.start_time')}, 'endTime', ${epochMs('h.end_time')}
        ) ORDER BY h.half_number), '[]'::json)
        FROM match_halves h WHERE h.match_id = ${lobbies.matchId})`,
      rounds: sql<RoundJson[]>`(
        SELECT coalesce(json_agg(json_build_object(
          'id', r.id, 'halfNumber', h.half_number, 'roundNumber', r.round_number,
          'startMinute', r.start_minute, 'endMinute', r.end_minute, 'status', r.status
        ) ORDER BY r.round_number), '[]'::json)
        FROM match_rounds r LEFT JOIN match_halves h ON h.id = r.half_id
        WHERE r.match_id = ${lobbies.matchId})`,
      odd: sql<OddJson | null>`(
        SELECT json_build_object('id', o.id, 'odds', o.odds, 'eventType', o.event_type,
          'betType', o.bet_type, 'threshold', o.threshold)
        FROM odds o
        WHERE o.id = ${input.oddsId} AND o.match_id = ${lobbies.matchId} AND o.deleted_at IS NULL)`,
      betRoundIds: sql<string[]>`(
        SELECT coalesce(json_agg(b.round_id), '[]'::json) FROM bets b
        WHERE b.lobby_id = ${lobbies.id} AND b.user_id = ${userId})`,
      hand: sql<CardJson[]>`(
        SELECT coalesce(json_agg(json_build_object(
          'id', c.id, 'kind', c.kind, 'usedInRoundNumber', c.used_in_round_number)), '[]'::json)
        FROM cards c WHERE c.lobby_id = ${lobbies.id} AND c.user_id = ${userId})`,
      closed: sql<boolean>`EXISTS (
        SELECT 1 FROM betting_closures bc
        WHERE bc.lobby_id = ${lobbies.id} AND bc.round_id = ${input.matchRoundId})`,
    })
    .from(lobbyUsers)
    .innerJoin(lobbies, eq(lobbies.id, lobbyUsers.lobbyId))
    .innerJoin(users, eq(users.id, lobbyUsers.userId))
    .leftJoin(avatars, and(eq(avatars.id, users.selectedAvatarId), isNull(avatars.deletedAt)))
    .leftJoin(matches, and(eq(matches.id, lobbies.matchId), isNull(matches.deletedAt)))
    .where(
      and(eq(lobbyUsers.lobbyId, input.lobbyId), eq(lobbyUsers.userId, userId), isNull(lobbyUsers.leftAt)),
    )
    .for('update', { of: lobbyUsers });
  if (!row) throw await absentMember(tx, input.lobbyId);
  const { lobby, member, user, clockSpeed, halves, rounds } = row;
  return {
    lobby: {
      id: lobby.id,
      matchId: lobby.matchId,
      cardSeed: lobby.cardSeed,
      cardsDealtAt: lobby.cardsDealtAt,
    },
    settings: lobbySettings(lobby.settings),
    member: { ...member, role: member.role as 'player' | 'spectator' },
    user: { ...user, avatarImage: row.avatarImage },
    match:
      clockSpeed === null
        ? null
        : {
            clockSpeed,
            halves: halves.map(toHalfState),
            rounds: rounds.map((round) => toRoundState(round, round.halfNumber)),
          },
    rounds,
    odd: row.odd,
    betRoundIds: row.betRoundIds,
    hand: row.hand,
    closed: row.closed,
  };
}

/** Why there is no locked row: the lobby is missing (404) or the caller is not in it (403). */
async function absentMember(tx: Tx, lobbyId: string) {
  const [lobby] = await tx.select({ id: lobbies.id }).from(lobbies).where(eq(lobbies.id, lobbyId));
  return lobby ? forbidden(NOT_A_MEMBER, 'lobby/not_member') : notFound(LOBBY_NOT_FOUND, 'lobby/not_found');
}
