import {
  type GameSettings,
  inactivityPenaltyAmount,
  owesInactivityPenalty,
  shouldAutoKick,
} from '@kickchips/core';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/database';
import { rowsOf } from '../../db/rows-of';
import { type LedgerEntry, type MemberStanding, postLedgerEntries } from '../ledger';

export type LobbyClosure = { lobbyId: string; closedAt: Date; settings: GameSettings };

type Member = {
  lobbyId: string;
  userId: string;
  chips: number;
  inactiveStreak: number;
  /** When they joined, in ms since the epoch (a number reads faster than a timestamp: thousands of rows). */
  joinedAtMs: number;
  hasBet: boolean;
};

/**
 * Closes betting on one round for many lobbies at once, inside the caller's transaction
 * (game-rules 6), in three statements whatever the number of players. The players of every lobby
 * then due are read and locked (in lobby order, so that two instances never wait on each other in a
 * circle) and core decides each: every player (not spectators, not eliminated, joined at least 60 s
 * before betting closed: core's owesInactivityPenalty) without a bet on the round loses
 * min(inactivityPenalty, chips) through the ledger, one row each, and their run of rounds without
 * a bet grows (autoKickInactive makes them a spectator after 3); a bet ends the run. Players who
 * left the lobby count too, so that leaving is no way around a penalty. Each lobby's closure row is
 * then inserted once (its primary key) with its count of penalties, and only the lobbies whose
 * closure this transaction inserted are charged. Returns, for every lobby closed here, the users
 * penalised there; lobbies another instance had closed already are absent.
 */
export async function closeRoundBetting(
  tx: Tx,
  roundId: string,
  closures: readonly LobbyClosure[],
): Promise<Map<string, string[]>> {
  const ordered = [...closures].sort((a, b) => (a.lobbyId < b.lobbyId ? -1 : a.lobbyId > b.lobbyId ? 1 : 0));
  if (ordered.length === 0) return new Map();
  const members = rowsOf<Member>(
    await tx.execute(sql`
      SELECT lu.lobby_id AS "lobbyId", lu.user_id AS "userId", lu.chips,
             lu.inactive_streak AS "inactiveStreak",
             floor(extract(epoch FROM lu.created_at) * 1000)::float8 AS "joinedAtMs", b.user_id IS NOT NULL AS "hasBet"
      FROM lobby_users lu
      JOIN unnest(
        ${sql.param(ordered.map((c) => c.lobbyId))}::uuid[],
        ${sql.param(ordered.map((c) => c.closedAt.toISOString()))}::timestamptz[]
      ) AS c(lobby_id, closed_at) ON c.lobby_id = lu.lobby_id
      LEFT JOIN bets b ON b.lobby_id = lu.lobby_id AND b.user_id = lu.user_id AND b.round_id = ${roundId}::uuid
      WHERE lu.role = 'player' AND NOT lu.eliminated AND lu.created_at <= c.closed_at
        AND (b.user_id IS NULL OR lu.inactive_streak <> 0)
      ORDER BY lu.lobby_id, lu.user_id
      FOR UPDATE OF lu
    `),
  );
  const byLobby = new Map(ordered.map((c) => [c.lobbyId, c]));
  const penalised = new Map(ordered.map((c) => [c.lobbyId, [] as string[]]));
  const penalties: LedgerEntry[] = [];
  const standings: MemberStanding[] = [];
  for (const member of members) {
    const { closedAt, settings } = byLobby.get(member.lobbyId)!;
    const { lobbyId, userId } = member;
    // a late joiner owes nothing for this round, and the round does not count towards auto-kick;
    // their row is still written, unchanged: every row locked here gets a new version, so a bet
    // checked on a read from before this closure is read again and meets it (place-bet)
    if (!owesInactivityPenalty(Number(member.joinedAtMs), closedAt.getTime())) {
      standings.push({ lobbyId, userId, inactiveStreak: member.inactiveStreak, role: 'player' });
      continue;
    }
    if (member.hasBet) {
      if (member.inactiveStreak !== 0) standings.push({ lobbyId, userId, inactiveStreak: 0, role: 'player' });
      continue;
    }
    const amount = inactivityPenaltyAmount(settings.inactivityPenalty, member.chips);
    if (amount > 0) {
      penalties.push({ lobbyId, userId, delta: -amount, kind: 'penalty', roundId });
      penalised.get(lobbyId)!.push(userId);
    }
    const streak = member.inactiveStreak + 1;
    standings.push({
      lobbyId,
      userId,
      inactiveStreak: streak,
      role: shouldAutoKick(streak, settings) ? 'spectator' : 'player',
    });
  }
  const inserted = rowsOf<{ lobbyId: string }>(
    await tx.execute(sql`
      INSERT INTO betting_closures (lobby_id, round_id, closed_at, penalized)
      SELECT lobby_id, ${roundId}::uuid, closed_at, penalized FROM unnest(
        ${sql.param(ordered.map((c) => c.lobbyId))}::uuid[],
        ${sql.param(ordered.map((c) => c.closedAt.toISOString()))}::timestamptz[],
        ${sql.param(ordered.map((c) => penalised.get(c.lobbyId)!.length))}::int[]
      ) AS c(lobby_id, closed_at, penalized)
      ON CONFLICT DO NOTHING
      RETURNING lobby_id AS "lobbyId"
    `),
  );
  const owned = new Set(inserted.map((row) => row.lobbyId));
  const mine = (entry: { lobbyId: string }) => owned.has(entry.lobbyId);
  // only this transaction's closures are charged, so no penalty here can repeat: a repeat would be a bug
  await postLedgerEntries(tx, penalties.filter(mine), standings.filter(mine), { repeats: 'abort' });
  return new Map([...penalised].filter(([lobbyId]) => owned.has(lobbyId)));
}
