import type { LobbyDelta } from '@kickchips/core';
import { lobbyLeaderboard } from './lobby-leaderboard';
import type { LobbySnapshot } from './lobby-snapshot';

/**
 * A lobby's snapshot once the delta's bets are in: each bettor's chips, chips in play and bets
 * placed as the delta says (numbers after the bet, so applying one twice changes nothing), the
 * leaderboard ranked again and the bettors added to who has bet on the round.
 */
export function snapshotWithBets(snapshot: LobbySnapshot, delta: LobbyDelta): LobbySnapshot {
  const { roundId } = delta;
  if (delta.bets.length === 0 || roundId === undefined) return snapshot;
  const byUser = new Map(delta.bets.map((bet) => [bet.userId, bet]));
  const members = snapshot.members.map((member) => {
    const bet = byUser.get(member.user._id);
    return bet ? { ...member, chips: bet.chips, inPlay: bet.inPlay, betsPlaced: bet.betsPlaced } : member;
  });
  const present = new Set(members.map((member) => member.user._id));
  const bettors = snapshot.bettorsByRound.get(roundId) ?? [];
  const added = [...byUser.keys()].filter((userId) => present.has(userId) && !bettors.includes(userId));
  const bettorsByRound = new Map(snapshot.bettorsByRound);
  bettorsByRound.set(roundId, [...bettors, ...added]);
  return { ...snapshot, members, leaderboard: lobbyLeaderboard(members), bettorsByRound };
}
