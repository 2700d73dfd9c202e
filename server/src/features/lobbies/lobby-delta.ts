import type { LobbyDelta } from '@kickchips/core';
import type { Db } from '../../db/database';
import { loadMembers, type MemberRow } from './load-members';

const emptyDelta = (lobbyId: string): LobbyDelta => ({
  type: 'lobby.delta',
  lobbyId,
  bets: [],
  joined: [],
  left: [],
});

/** Members who left or were removed: the other screens drop them from the list and the leaderboard. */
export function leftDelta(lobbyId: string, userIds: readonly string[]): LobbyDelta {
  return { ...emptyDelta(lobbyId), left: [...userIds] };
}

/**
 * A bet is in: the bettor's chips, chips in play and bets placed after it, as the bet's own
 * statement returned them (never the bet).
 */
export function betDelta(
  lobbyId: string,
  roundId: string,
  bettor: { userId: string; chips: number; inPlay: number; betsPlaced: number },
): LobbyDelta {
  return { ...emptyDelta(lobbyId), roundId, bets: [{ ...bettor }] };
}

/** A member came in: their row of the player list and their leaderboard numbers. Null when they are not present. */
export async function joinDelta(db: Db, lobbyId: string, userId: string): Promise<LobbyDelta | null> {
  const [row] = await loadMembers(db, lobbyId, userId);
  if (!row) return null;
  return { ...emptyDelta(lobbyId), joined: [joinedOf(row)] };
}

function joinedOf(row: MemberRow): LobbyDelta['joined'][number] {
  const { user, role, chips, eliminated, inPlay, betsPlaced, betsSettled, betsWon } = row;
  return {
    member: { user, role, chips, eliminated },
    entry: { user, chips, inPlay, betsPlaced, betsSettled, betsWon },
  };
}
