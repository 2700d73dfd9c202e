import { and, eq } from 'drizzle-orm';
import {
  insertLobby,
  insertLobbyUser,
  insertMatch,
  insertMatchEventTypes,
  insertUser,
} from '../../../test/fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';
import type { Database } from '../../db/database';
import { chipLedger, lobbyUsers } from '../../db/schema';
import { createTestUser, type TestUser } from '../admin-shared/test-users';
import { ManualClock } from '../clock';
import { postLedgerEntry } from '../ledger';

/** 12:00:30, so that a half started now kicks off at 12:01:00. */
export const TEST_START = Date.UTC(2026, 0, 1, 12, 0, 30);

/**
 * Test support for the engine: an app on a ManualClock, an admin, and a match of two halves of five
 * 9-minute rounds with Goal and Corner odds (over 0.5 at 1.8, under 0.5 at 2) and event types.
 */
export async function createEngineWorld(options: { database?: Database; clockSpeed?: number } = {}) {
  const clock = new ManualClock(TEST_START);
  const app: TestApp = await createTestApp({}, { clock, database: options.database });
  const admin: TestUser = await createTestUser(app, { isAdmin: true });
  const fixture = await insertMatch(app.db, { clockSpeed: options.clockSpeed });
  await insertMatchEventTypes(app.db, fixture.match.id, ['Goal', 'Corner']);
  const odd = (eventType: string, betType: 'over' | 'under') =>
    fixture.odds.find((o) => o.eventType === eventType && o.betType === betType)!;
  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
    app.inject({ method, url, payload, headers: admin.headers });
  return { app, clock, admin, ...fixture, odd, call };
}

/** A lobby on the match with players who hold `startingChips` each (their 'start' ledger entry). */
export async function insertPlayers(
  app: TestApp,
  matchId: string,
  count: number,
  settings: object = {},
  startingChips = 100,
) {
  const host = await insertUser(app.db);
  const lobby = await insertLobby(app.db, matchId, host.id, settings);
  const players = [];
  for (let i = 0; i < count; i++) {
    const user = await insertUser(app.db);
    await insertLobbyUser(app.db, lobby.id, user.id);
    // joined before the test's clock starts, so that every penalty of the match applies to them
    await app.db
      .update(lobbyUsers)
      .set({ joinedAt: new Date(TEST_START - 60_000) })
      .where(and(eq(lobbyUsers.lobbyId, lobby.id), eq(lobbyUsers.userId, user.id)));
    await app.db.transaction((tx) =>
      postLedgerEntry(tx, { lobbyId: lobby.id, userId: user.id, delta: startingChips, kind: 'start' }),
    );
    players.push(user);
  }
  return { lobby, players };
}

export async function chipsOf(app: TestApp, lobbyId: string, userId: string): Promise<number> {
  const [row] = await app.db
    .select({ chips: lobbyUsers.chips })
    .from(lobbyUsers)
    .where(and(eq(lobbyUsers.lobbyId, lobbyId), eq(lobbyUsers.userId, userId)));
  return row!.chips;
}

export async function ledgerOf(app: TestApp, lobbyId: string, userId: string) {
  return app.db
    .select({ kind: chipLedger.kind, delta: chipLedger.delta, version: chipLedger.settlementVersion })
    .from(chipLedger)
    .where(and(eq(chipLedger.lobbyId, lobbyId), eq(chipLedger.userId, userId)));
}
