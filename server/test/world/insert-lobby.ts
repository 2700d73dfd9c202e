import { randomBytes, randomUUID } from 'node:crypto';
import type { Db } from '../../src/db/database';
import { lobbies, lobbyUsers } from '../../src/db/schema';

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A random 6-character code; collisions across a test run are negligible (32^6). */
function testLobbyCode(): string {
  return Array.from(randomBytes(6), (b) => CODE_ALPHABET[b % CODE_ALPHABET.length]).join('');
}

/** A lobby on a match with its host; members join with `insertLobbyUser` (chips 0 until a start entry). */
export async function insertLobby(db: Db, matchId: string, hostUserId: string, settings: object = {}) {
  const [lobby] = await db
    .insert(lobbies)
    .values({ code: testLobbyCode(), matchId, hostUserId, settings, cardSeed: randomUUID() })
    .returning();
  return lobby!;
}

export async function insertLobbyUser(
  db: Db,
  lobbyId: string,
  userId: string,
  role: 'player' | 'spectator' = 'player',
) {
  const [row] = await db.insert(lobbyUsers).values({ lobbyId, userId, role, chips: 0 }).returning();
  return row!;
}
