import type { GameSettings, MatchState } from '@kickchips/core';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { preparedStatement } from '../../db/prepared-statement';
import { lobbies } from '../../db/schema';
import { forbidden, notFound } from '../../http/http-error';
import { LOBBY_NOT_FOUND, lobbySettings, NOT_A_MEMBER } from '../lobbies';
import { toHalfState, toRoundState } from '../matches';
import type { HeldCard } from './hand-output';

type HalfJson = { halfNumber: number; status: string; startTime: number | null; endTime: number | null };
type RoundJson = {
  id: string;
  halfNumber: number;
  roundNumber: number;
  startMinute: number;
  endMinute: number | null;
  status: string;
};
type OddJson = {
  id: string;
  odds: number;
  offered: boolean;
  eventType: string;
  betType: string;
  threshold: number;
  /** home or away for a team line, null for a line on the whole match. */
  team: string | null;
  pinned: boolean;
  /** The round its current price was made for. */
  pricedRoundId: string | null;
};

/** Everything a bet is checked against, as one statement saw it. */
export type BetContext = {
  lobby: { id: string; matchId: string; cardSeed: string };
  settings: GameSettings;
  member: { role: 'player' | 'spectator'; eliminated: boolean; chips: number };
  /**
   * The version of the caller's membership row the read saw (its `xmin`). Every change to one
   * player's chips, bets and cards rewrites that row, so the bet's write goes ahead only while it is
   * still this version.
   */
  memberVersion: string;
  user: { id: string; username: string | null; name: string; avatarImage: string | null };
  /** null when the match is deleted. */
  match: MatchState | null;
  /** Whether the game prices the match's lines itself. */
  autoPricing: boolean;
  /** The round rows as stored, for the bet's answer. */
  rounds: readonly RoundJson[];
  /** The odd asked for, when it is a live odd of the lobby's match. */
  odd: OddJson | null;
  betRoundIds: string[];
  hand: HeldCard[];
  closed: boolean;
};

/** The statement's one JSON value: one column to describe and parse instead of twenty. */
type ContextRow = {
  lobbyId: string;
  matchId: string;
  settings: unknown;
  cardSeed: string;
  role: 'player' | 'spectator';
  eliminated: boolean;
  chips: number;
  memberVersion: string;
  userId: string;
  username: string | null;
  name: string;
  avatarImage: string | null;
  clockSpeed: number | null;
  autoPricing: boolean | null;
  halves: HalfJson[];
  rounds: RoundJson[];
  odd: OddJson | null;
  betRoundIds: string[];
  hand: HeldCard[];
  closed: boolean;
};

const epochMs = (column: string) =>
  `CASE WHEN ${column} IS NULL THEN NULL ELSE floor(extract(epoch FROM ${column}) * 1000)::bigint END`;

/** $1 lobby, $2 user, $3 odd, $4 round. */
const readContext = preparedStatement<{ context: ContextRow }>(
  'bet_context',
  `SELECT json_build_object(
     'lobbyId', l.id, 'matchId', l.match_id, 'settings', l.settings, 'cardSeed', l.card_seed,
     'role', lu.role, 'eliminated', lu.eliminated, 'chips', lu.chips,
     'memberVersion', lu.xmin::text, 'userId', u.id, 'username', u.username, 'name', u.name,
     'avatarImage', a.image, 'clockSpeed', m.clock_speed, 'autoPricing', m.auto_pricing,
     'halves', (SELECT coalesce(json_agg(json_build_object(
        'halfNumber', h.half_number, 'status', h.status,
        'startTime', ${epochMs('h.start_time')}, 'endTime', ${epochMs('h.end_time')}
      ) ORDER BY h.half_number), '[]'::json)
      FROM match_halves h WHERE h.match_id = l.match_id),
     'rounds', (SELECT coalesce(json_agg(json_build_object(
        'id', r.id, 'halfNumber', h.half_number, 'roundNumber', r.round_number,
        'startMinute', r.start_minute, 'endMinute', r.end_minute, 'status', r.status
      ) ORDER BY r.round_number), '[]'::json)
      FROM match_rounds r LEFT JOIN match_halves h ON h.id = r.half_id
      WHERE r.match_id = l.match_id),
     'odd', (SELECT json_build_object('id', o.id, 'odds', o.odds, 'offered', o.offered, 'eventType', o.event_type,
        'betType', o.bet_type, 'threshold', o.threshold, 'team', o.team, 'pinned', o.pinned,
        'pricedRoundId', o.priced_round_id)
      FROM odds o WHERE o.id = $3::uuid AND o.match_id = l.match_id AND o.deleted_at IS NULL),
     'betRoundIds', (SELECT coalesce(json_agg(b.round_id), '[]'::json) FROM bets b
      WHERE b.lobby_id = l.id AND b.user_id = u.id),
     'hand', (SELECT coalesce(json_agg(json_build_object(
        'id', c.id, 'kind', c.kind, 'usedInRoundNumber', c.used_in_round_number)
        ORDER BY c.created_at, c.id), '[]'::json)
      FROM cards c WHERE c.lobby_id = l.id AND c.user_id = u.id),
     'closed', EXISTS (SELECT 1 FROM betting_closures bc WHERE bc.lobby_id = l.id AND bc.round_id = $4::uuid)
   ) AS context
   FROM lobby_users lu
   JOIN lobbies l ON l.id = lu.lobby_id
   JOIN users u ON u.id = lu.user_id
   LEFT JOIN avatars a ON a.id = u.selected_avatar_id AND a.deleted_at IS NULL
   LEFT JOIN matches m ON m.id = l.match_id AND m.deleted_at IS NULL
   WHERE lu.lobby_id = $1::uuid AND lu.user_id = $2::uuid AND lu.left_at IS NULL`,
);

/**
 * Reads the lobby, the caller's membership and its version, the match's halves and rounds, the
 * odd, the caller's bets, hand and the round's betting closure, in one statement (one snapshot, no
 * lock held: `writeBet` goes ahead only while the membership row is still the version read here).
 * 404 without the lobby, 403 for a non-member.
 */
export async function readBetContext(
  db: Db,
  userId: string,
  input: { lobbyId: string; oddsId: string; matchRoundId: string },
): Promise<BetContext> {
  const [found] = await readContext(db, [input.lobbyId, userId, input.oddsId, input.matchRoundId]);
  if (!found) throw await absentMember(db, input.lobbyId);
  const row = found.context;
  return {
    lobby: {
      id: row.lobbyId,
      matchId: row.matchId,
      cardSeed: row.cardSeed,
    },
    settings: lobbySettings(row.settings),
    member: { role: row.role, eliminated: row.eliminated, chips: row.chips },
    memberVersion: row.memberVersion,
    user: { id: row.userId, username: row.username, name: row.name, avatarImage: row.avatarImage },
    match:
      row.clockSpeed === null
        ? null
        : {
            clockSpeed: row.clockSpeed,
            halves: row.halves.map(toHalfState),
            rounds: row.rounds.map((round) => toRoundState(round, round.halfNumber)),
          },
    autoPricing: row.autoPricing === true,
    rounds: row.rounds,
    odd: row.odd,
    betRoundIds: row.betRoundIds,
    hand: row.hand,
    closed: row.closed,
  };
}

/** Why there is no membership row: the lobby is missing (404) or the caller is not in it (403). */
async function absentMember(db: Db, lobbyId: string) {
  const [lobby] = await db.select({ id: lobbies.id }).from(lobbies).where(eq(lobbies.id, lobbyId));
  return lobby ? forbidden(NOT_A_MEMBER, 'lobby/not_member') : notFound(LOBBY_NOT_FOUND, 'lobby/not_found');
}
