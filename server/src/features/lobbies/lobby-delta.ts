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
 * A bet is in: the bettor's chips, chips in play and bets placed after it, read back (never the
 * bet). Null when the bettor is not present in the lobby any more.
 */
export async function betDelta(
  db: Db,
  lobbyId: string,
  userId: string,
  roundId: string,
): Promise<LobbyDelta | null> {
  const [row] = await loadMembers(db, lobbyId, userId);
  if (!row) return null;
  const bet = { userId, chips: row.chips, inPlay: row.inPlay, betsPlaced: row.betsPlaced };
  return { ...emptyDelta(lobbyId), roundId, bets: [bet] };
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
