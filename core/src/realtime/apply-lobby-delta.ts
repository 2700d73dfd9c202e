import type { LeaderboardEntry, LobbyDetails } from '../lobby/lobby-details-schemas';
import { rankStandings } from '../ranking/rank-standings';
import type { LobbyDelta } from './push-message';

type Row = Omit<LeaderboardEntry, 'rank'>;

/** Who stands on the leaderboard (game-rules 8): players, and anyone who has bet. */
const onLeaderboard = (role: string, betsPlaced: number) => role === 'player' || betsPlaced > 0;

/**
 * A leaderboard once a delta is in: those who left are gone, newcomers on it, each bettor's numbers
 * as the delta says, ranked again by core's rule. `joinOrder` lists the members by join time (the
 * lobby's player list), which breaks ties the way the server does.
 */
export function leaderboardWithDelta(
  entries: readonly LeaderboardEntry[],
  delta: LobbyDelta,
  joinOrder: readonly string[],
): LeaderboardEntry[] {
  const left = new Set(delta.left);
  const rows = new Map<string, Row>();
  for (const { rank: _rank, ...row } of entries) if (!left.has(row.user._id)) rows.set(row.user._id, row);
  for (const { member, entry } of delta.joined) {
    if (onLeaderboard(member.role, entry.betsPlaced)) rows.set(member.user._id, entry);
  }
  for (const bet of delta.bets) {
    const row = rows.get(bet.userId);
    if (row)
      rows.set(bet.userId, { ...row, chips: bet.chips, inPlay: bet.inPlay, betsPlaced: bet.betsPlaced });
  }
  const order = new Map(joinOrder.map((userId, index) => [userId, index]));
  const standings = [...rows.values()].map((row) => ({
    ...row,
    userId: row.user._id,
    joinedAt: order.get(row.user._id) ?? joinOrder.length,
  }));
  return rankStandings(standings).map(({ userId: _userId, joinedAt: _joinedAt, ...entry }) => entry);
}

/**
 * The in-game details once a delta is in, with no request: the player list (newcomers last, by
 * join time; those who left gone), chips, the leaderboard, and who has bet on the round taking
 * bets (when the delta's bets went on it).
 */
export function detailsWithDelta(details: LobbyDetails, delta: LobbyDelta): LobbyDetails {
  const left = new Set(delta.left);
  const bets = new Map(delta.bets.map((bet) => [bet.userId, bet]));
  const newcomers = new Map(delta.joined.map(({ member }) => [member.user._id, member]));
  const users = [
    ...details.users.filter((row) => !left.has(row.user._id) && !newcomers.has(row.user._id)),
    ...newcomers.values(),
  ].map((row) => {
    const bet = bets.get(row.user._id);
    return bet ? { ...row, chips: bet.chips } : row;
  });
  const present = new Set(users.map((row) => row.user._id));
  const bettingOnIt = delta.roundId !== undefined && delta.roundId === details.nextBettableRoundId;
  const bettors = bettingOnIt ? [...bets.keys()].filter((userId) => present.has(userId)) : [];
  const betPlacedBy = [...new Set([...details.betPlacedBy, ...bettors])].filter((userId) =>
    present.has(userId),
  );
  const own = bets.get(details.currentUser._id);
  return {
    ...details,
    users,
    leaderboard: leaderboardWithDelta(
      details.leaderboard,
      delta,
      users.map((row) => row.user._id),
    ),
    betPlacedBy,
    currentUser: own ? { ...details.currentUser, chips: own.chips } : details.currentUser,
  };
}
