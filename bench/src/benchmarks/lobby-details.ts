import type { RawRequest } from 'autocannon';
import { createFreshDatabase } from '../db/fresh-database';
import { compareThroughput } from '../load/measure-throughput';
import { type BenchResult, ratioResult } from '../report/bench-result';
import { HELLO_PATH } from '../server/bench-protocol';
import { type BenchServer, startBenchServer } from '../server/start-bench-server';

const CONNECTIONS = 50;
const SECONDS = { warmUp: 2, slice: 2, slices: 4 };

/**
 * req/s of GET game/lobby-details polled by the 8 players of a live lobby (round 1 in play),
 * against the hello-world route of the same server process: same plugins, hooks and HTTP stack,
 * so the ratio is what the route's own work (token check, reads, serialisation) costs.
 */
async function measureOn(server: BenchServer, database: string): Promise<BenchResult> {
  const world = await server.call('seedLiveLobbies', { lobbies: 1, playersPerLobby: 8 });
  const lobby = world.lobbies[0]!;
  // the 8 players poll in turn; the hello-world requests are built the same way, so the client's cost is alike
  let turn = 0;
  const asNextPlayer = (request: RawRequest): RawRequest => ({
    ...request,
    headers: { authorization: `Bearer ${lobby.players[turn++ % lobby.players.length]!.token}` },
  });
  const [hello, details] = await compareThroughput(
    [
      {
        url: `${server.url}${HELLO_PATH}`,
        connections: CONNECTIONS,
        requests: [{ setupRequest: (request) => ({ ...request, headers: {} }) }],
      },
      {
        url: `${server.url}/api/app/game/lobby-details/${lobby.id}`,
        connections: CONNECTIONS,
        requests: [{ setupRequest: asNextPlayer }],
      },
    ],
    SECONDS,
  );
  return ratioResult({
    benchmark: `lobby-details (${database})`,
    figure: details!.requestsPerSecond,
    unit: 'req/s',
    baseline: { figure: hello!.requestsPerSecond, unit: 'req/s', what: 'hello-world' },
    target: { on: 'ratio', op: '>=', value: 0.5 },
    notes: `${CONNECTIONS} connections, ${SECONDS.slices} alternating ${SECONDS.slice} s slices of each after ${SECONDS.warmUp} s warm-up; p97.5 ${details!.p97_5Ms} ms (hello ${hello!.p97_5Ms} ms)`,
  });
}

export async function lobbyDetails(): Promise<BenchResult[]> {
  const results: BenchResult[] = [];
  const embedded = await startBenchServer();
  try {
    results.push(await measureOn(embedded, 'PGlite'));
  } finally {
    await embedded.stop();
  }
  const database = await createFreshDatabase();
  try {
    const server = await startBenchServer({ databaseUrl: database.url });
    try {
      results.push(await measureOn(server, 'PostgreSQL'));
    } finally {
      await server.stop();
    }
  } finally {
    await database.drop();
  }
  return results;
}
