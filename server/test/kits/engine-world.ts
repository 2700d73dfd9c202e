import { and, eq } from 'drizzle-orm';
import type { Config } from '../../src/config';
import type { Database } from '../../src/db/database';
import { chipLedger, lobbyUsers } from '../../src/db/schema';
import { ManualClock } from '../../src/features/clock/clock';
import { postLedgerEntry } from '../../src/features/ledger/post-ledger-entry';
import {
  createTestWorld,
  extendWorld,
  insertLobby,
  insertLobbyUser,
  insertMatch,
  insertMatchEventTypes,
  type Method,
  type TestApp,
  type TestWorld,
} from '../world';

/** 12:00:30, so that a half started now kicks off at 12:01:00. */
export const TEST_START = Date.UTC(2026, 0, 1, 12, 0, 30);

/** An admin, and a match with its odds and event types. */
export async function addEngineMatch(world: TestWorld, clockSpeed?: number) {
  const admin = await world.user({ role: 'admin' });
  const fixture = await insertMatch(world.app.db, { clockSpeed });
  await insertMatchEventTypes(world.app.db, fixture.match.id, ['Goal', 'Corner']);
  const odd = (eventType: string, betType: 'over' | 'under') =>
    fixture.odds.find((o) => o.eventType === eventType && o.betType === betType)!;
  const call = (method: Method, url: string, payload?: object) => world.as(admin).call(method, url, payload);
  return { admin, ...fixture, odd, call };
}

export type EngineWorld = TestWorld & { clock: ManualClock } & Awaited<ReturnType<typeof addEngineMatch>>;

/**
 * The test world on a ManualClock, with an admin and a match of two halves of five 9-minute rounds
 * with Goal and Corner odds (over 0.5 at 1.8, under 0.5 at 2) and event types.
 */
export function createEngineWorld(
  options: { database?: () => Database; clockSpeed?: number; config?: Partial<Config> } = {},
) {
  const clock = new ManualClock(TEST_START);
  const world = createTestWorld({ clock, database: options.database, config: options.config });
  // the clock is there at once, for a second instance that shares it (see two-instances.test.ts)
  const engine = extendWorld(world, () => addEngineMatch(world, options.clockSpeed));
  return Object.assign(engine, { clock });
}

/** A lobby on the match with players who hold `startingChips` each (their 'start' ledger entry). */
export async function insertPlayers(
  world: Pick<TestWorld, 'app' | 'user'>,
  matchId: string,
  count: number,
  settings: object = {},
  startingChips = 100,
) {
  const { app } = world;
  const host = await world.user();
  const lobby = await insertLobby(app.db, matchId, host.id, settings);
  const players = [];
  for (let i = 0; i < count; i++) {
    const user = await world.user();
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
