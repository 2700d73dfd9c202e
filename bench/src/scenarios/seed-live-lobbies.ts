import { randomBytes, randomUUID } from 'node:crypto';
import {
  chipLedger,
  lobbies,
  lobbyUsers,
  matches,
  matchHalves,
  users,
} from '@kickchips/server/src/db/schema';
import { signAccessToken } from '@kickchips/server/src/features/auth/access-token';
import { createUser } from '@kickchips/server/test/world/create-user';
import { insertMatch, insertMatchEventTypes } from '@kickchips/server/test/world/insert-match';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';

export type LivePlayer = { id: string; token: string };
export type LiveLobby = { id: string; players: LivePlayer[] };

/** What a load test needs to act as the players and the admin of live lobbies. */
export type LiveWorld = {
  matchId: string;
  /** The round bets go on now: round 2, as round 1 is in play. */
  bettableRoundId: string;
  /** The round in play. */
  activeRoundId: string;
  goalOverOddId: string;
  adminToken: string;
  lobbies: LiveLobby[];
};

export type LiveLobbiesOptions = { lobbies: number; playersPerLobby: number; startingChips?: number };

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const lobbyCode = () => Array.from(randomBytes(6), (b) => CODE_ALPHABET[b % CODE_ALPHABET.length]).join('');

const CHUNK = 1000;
async function inChunks<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) await insert(rows.slice(i, i + CHUNK));
}

/**
 * A match in play (half 1 kicked off a minute ago, so round 1 runs and round 2 takes bets) with
 * `lobbies` lobbies of `playersPerLobby` players each, every player holding `startingChips` through
 * a 'start' ledger entry, and a signed access token for each player and for an admin. Rows go in
 * bulk; one tick of the game clock then brings the match's round statuses up to date and deals
 * every player their cards, as it does at kick-off.
 */
export async function seedLiveLobbies(app: FastifyInstance, options: LiveLobbiesOptions): Promise<LiveWorld> {
  const { db } = app;
  const startingChips = options.startingChips ?? 100;
  const fixture = await insertMatch(db);
  await insertMatchEventTypes(db, fixture.match.id, ['Goal', 'Corner']);
  const kickOff = new Date(Date.now() - 60_000);
  await db
    .update(matchHalves)
    .set({ status: 'active', startTime: kickOff })
    .where(eq(matchHalves.id, fixture.halves[0]!.id));
  await db.update(matches).set({ status: 'active' }).where(eq(matches.id, fixture.match.id));

  const admin = await createUser(app, { role: 'admin' });
  const playerIds = Array.from({ length: options.lobbies * options.playersPerLobby }, () => randomUUID());
  await inChunks(playerIds, (ids) =>
    db.insert(users).values(
      ids.map((id) => ({
        id,
        name: `Bench ${id.slice(0, 8)}`,
        email: `bench-${id}@example.test`,
        username: `b${id.slice(0, 12)}`,
        passwordHash: '!',
      })),
    ),
  );
  const lobbyRows = Array.from({ length: options.lobbies }, (_, i) => ({
    id: randomUUID(),
    code: lobbyCode(),
    matchId: fixture.match.id,
    hostUserId: playerIds[i * options.playersPerLobby]!,
    settings: { startingChips },
    cardSeed: randomUUID(),
  }));
  await inChunks(lobbyRows, (rows) => db.insert(lobbies).values(rows));
  const members = lobbyRows.flatMap((lobby, l) =>
    playerIds
      .slice(l * options.playersPerLobby, (l + 1) * options.playersPerLobby)
      .map((userId) => ({ lobbyId: lobby.id, userId })),
  );
  await inChunks(members, (rows) =>
    db.insert(lobbyUsers).values(rows.map((m) => ({ ...m, role: 'player', chips: startingChips }))),
  );
  await inChunks(members, (rows) =>
    db.insert(chipLedger).values(rows.map((m) => ({ ...m, delta: startingChips, kind: 'start' }))),
  );
  await app.engine.tick();

  const tokens = new Map<string, string>();
  for (const id of playerIds) tokens.set(id, await signAccessToken(app.tokenKey, { id }));
  const goalOver = fixture.odds.find((o) => o.eventType === 'Goal' && o.betType === 'over')!;
  return {
    matchId: fixture.match.id,
    activeRoundId: fixture.rounds[0]!.id,
    bettableRoundId: fixture.rounds[1]!.id,
    goalOverOddId: goalOver.id,
    adminToken: admin.token.accessToken,
    lobbies: lobbyRows.map((lobby, l) => ({
      id: lobby.id,
      players: playerIds
        .slice(l * options.playersPerLobby, (l + 1) * options.playersPerLobby)
        .map((id) => ({ id, token: tokens.get(id)! })),
    })),
  };
}
