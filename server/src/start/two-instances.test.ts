import type { LobbyDetails, SessionTokenData } from '@kickchips/core';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openTestStream, type TestStream } from '../../test/kits/open-test-stream';
import {
  healthPid,
  PROCESS_ADMIN_EMAIL,
  PROCESS_ADMIN_PASSWORD,
  type ServerProcess,
  spawnServer,
  waitUntil,
} from '../../test/kits/spawn-server';
import { insertMatch, insertMatchEventTypes, openTestDatabase } from '../../test/world';
import { cards, lobbies, matches, matchHalves } from '../db/schema';

type Headers = { authorization: string };

/** JSON over HTTP to a running server; fails the test with the body on an unexpected status. */
async function call<T>(
  server: ServerProcess,
  method: string,
  url: string,
  headers?: Headers,
  body?: unknown,
) {
  const res = await fetch(`${server.url}${url}`, {
    method,
    headers: { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await res.json()) as { data: T };
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${JSON.stringify(json)}`);
  return json.data;
}

const headersOf = (token: SessionTokenData): Headers => ({
  authorization: `${token.tokenType} ${token.accessToken}`,
});

async function register(server: ServerProcess, name: string): Promise<Headers> {
  const password = 'Kick-off-2024!';
  const { token } = await call<{ token: SessionTokenData }>(server, 'POST', '/api/auth/register', undefined, {
    name,
    email: `${name.toLowerCase()}-${Date.now()}@example.com`,
    password,
    confirmPassword: password,
    tos: true,
  });
  return headersOf(token);
}

describe.runIf(process.env.TEST_DATABASE_URL)('two server processes on one PostgreSQL database', () => {
  let database: Awaited<ReturnType<typeof openTestDatabase>>;
  let a: ServerProcess;
  let b: ServerProcess;
  let stream: TestStream | undefined;
  let matchId: string;
  let lobbyId: string;
  let host: Headers;
  let guest: Headers;

  const detailsOn = (server: ServerProcess, headers: Headers) =>
    call<LobbyDetails>(server, 'GET', `/api/app/game/lobby-details/${lobbyId}`, headers);

  beforeAll(async () => {
    database = await openTestDatabase();
    // a live match: its first half kicked off two minutes ago, so events can be recorded now
    const world = await insertMatch(database.db);
    matchId = world.match.id;
    await insertMatchEventTypes(database.db, matchId, ['Goal', 'Corner']);
    await database.db
      .update(matchHalves)
      .set({ status: 'active', startTime: new Date(Date.now() - 2 * 60_000) })
      .where(eq(matchHalves.id, world.halves[0]!.id));
    await database.db.update(matches).set({ status: 'active' }).where(eq(matches.id, matchId));

    [a, b] = await Promise.all([
      spawnServer({ DATABASE_URL: database.url! }),
      spawnServer({ DATABASE_URL: database.url! }),
    ]);
    await Promise.all(
      [a, b].map((server) =>
        waitUntil(server, 'the server to answer', async () => (await healthPid(server)) !== undefined),
      ),
    );
    host = await register(a, 'Host');
    guest = await register(b, 'Guest');
    const { lobby } = await call<{ lobby: { _id: string; lobbyCode: string } }>(
      a,
      'POST',
      '/api/app/game/create-lobby',
      host,
      { matchId },
    );
    lobbyId = lobby._id;
    await call(b, 'POST', '/api/app/game/join-lobby', guest, { lobbyCode: lobby.lobbyCode });
  }, 180_000);

  afterAll(async () => {
    stream?.close();
    await Promise.all([a?.stop(), b?.stop()]);
    await database?.close();
  });

  it('shows a bet placed through one in the lobby details the other serves', async () => {
    const before = await detailsOn(b, guest);
    const hostId = before.lobby.hostUser._id;
    const chipsBefore = before.users.find((u) => u.user._id === hostId)!.chips;
    // read again so that B answers from memory, as under load
    await detailsOn(b, guest);
    const stake = 10;
    await call(a, 'POST', '/api/app/game/place-bet', host, {
      lobbyId,
      oddsId: before.odds[0]!._id,
      matchRoundId: before.nextBettableRoundId,
      stake,
    });
    await vi.waitFor(
      async () => {
        const after = await detailsOn(b, guest);
        expect(after.users.find((u) => u.user._id === hostId)!.chips).toBe(chipsBefore - stake);
        expect(after.leaderboard.find((entry) => entry.user._id === hostId)!.betsPlaced).toBe(1);
      },
      { timeout: 1000, interval: 50 },
    );
  });

  it('deals each player of a lobby created after kick-off one hand, whichever clock comes first', async () => {
    const handSizes = async () =>
      (
        await database.db
          .select({ cards: count() })
          .from(cards)
          .where(eq(cards.lobbyId, lobbyId))
          .groupBy(cards.userId)
      ).map((hand) => hand.cards);
    await vi.waitFor(
      async () => {
        const [lobby] = await database.db.select().from(lobbies).where(eq(lobbies.id, lobbyId));
        expect(lobby!.cardsDealtAt).not.toBeNull();
        expect(await handSizes()).toEqual([3, 3]);
      },
      { timeout: 5000, interval: 100 },
    );
    // both clocks tick every second: two more ticks of each deal nothing more
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(await handSizes()).toEqual([3, 3]);
  });

  it('pushes an event recorded through one to a client streaming from the other within a second', async () => {
    const { ticket } = await call<{ ticket: string }>(b, 'POST', '/api/app/stream/ticket', guest);
    stream = await openTestStream(b.url, { ticket, lobbyId });
    expect(stream.status).toBe(200);
    await stream.next((notice) => notice.type === 'ready', { timeoutMs: 5000 });
    const from = stream.events.length;

    const admin = await call<{ token: SessionTokenData }>(a, 'POST', '/api/auth/login', undefined, {
      email: PROCESS_ADMIN_EMAIL,
      password: PROCESS_ADMIN_PASSWORD,
    });
    const recordedAt = performance.now();
    await call(a, 'POST', '/api/admin/event', headersOf(admin.token), { match: matchId, eventType: 'Goal' });
    await stream.next((notice) => notice.type === 'match.event' && notice.matchId === matchId, {
      from,
      timeoutMs: 1000,
    });
    expect(performance.now() - recordedAt).toBeLessThan(1000);
  });
});
