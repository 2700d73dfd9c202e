import type { LobbyDelta } from '@kickchips/core';
import { lobbyLeaderboard } from './lobby-leaderboard';
import type { LobbySnapshot } from './lobby-snapshot';

/**
 * A lobby's snapshot once the deltas' bets are in, in order: each bettor's chips, chips in play and
 * bets placed as the latest delta says (numbers after the bet, so applying one twice changes
 * nothing), the bettors added to who has bet on their round, and the leaderboard ranked once.
 */
export function snapshotWithBets(snapshot: LobbySnapshot, deltas: readonly LobbyDelta[]): LobbySnapshot {
  const latest = new Map<string, LobbyDelta['bets'][number]>();
  const bettorsByRound = new Map(snapshot.bettorsByRound);
  const present = new Set(snapshot.members.map((member) => member.user._id));
  for (const { roundId, bets } of deltas) {
    if (roundId === undefined) continue;
    const bettors = bettorsByRound.get(roundId) ?? [];
    const added = bets.map((bet) => bet.userId).filter((id) => present.has(id) && !bettors.includes(id));
    if (added.length > 0) bettorsByRound.set(roundId, [...bettors, ...added]);
    for (const bet of bets) latest.set(bet.userId, bet);
  }
  if (latest.size === 0) return snapshot;
  const members = snapshot.members.map((member) => {
    const bet = latest.get(member.user._id);
    return bet ? { ...member, chips: bet.chips, inPlay: bet.inPlay, betsPlaced: bet.betsPlaced } : member;
  });
  return { ...snapshot, members, leaderboard: lobbyLeaderboard(members), bettorsByRound };
}
