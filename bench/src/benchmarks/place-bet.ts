import type { RawRequest } from 'autocannon';
import pg from 'pg';
import { createFreshDatabase } from '../db/fresh-database';
import { inTransaction } from '../db/in-transaction';
import { postgresCpuMs } from '../load/process-cpu';
import { runEachOnce } from '../load/run-each-once';
import { type BenchResult, ratioResult } from '../report/bench-result';
import type { LiveLobby, LiveWorld } from '../scenarios/seed-live-lobbies';
import { startBenchServer } from '../server/start-bench-server';

const LOBBIES = 250;
const PLAYERS_PER_LOBBY = 8;
/**
 * Lobbies whose players bet first, unmeasured: JIT, connection pools and caches warm up on them.
 * Twice as many as are measured: over successive batches of 2,000 bets in one server process the
 * server's CPU per bet went 0.63, 0.36, then 0.27 to 0.30 ms from the third batch on (V8 still
 * optimising the request path over the first 4,000).
 */
const WARM_UP_LOBBIES = 500;
const CONNECTIONS = 50;
/** The server's own pool size (server/src/db/database.ts), so the baseline gets no more connections. */
const POOL_SIZE = 10;
const STAKE = 10;

type Bettor = { lobbyId: string; userId: string; token: string };

const bettorsOf = (lobbies: readonly LiveLobby[]): Bettor[] =>
  lobbies.flatMap((lobby) => lobby.players.map((p) => ({ lobbyId: lobby.id, userId: p.id, token: p.token })));

function betRequests(world: LiveWorld, bettors: readonly Bettor[]): RawRequest[] {
  return bettors.map((b) => ({
    method: 'POST',
    path: '/api/app/game/place-bet',
    headers: { authorization: `Bearer ${b.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      lobbyId: b.lobbyId,
      oddsId: world.goalOverOddId,
      matchRoundId: world.bettableRoundId,
      stake: STAKE,
    }),
  }));
}

async function placeThroughApi(url: string, world: LiveWorld, bettors: readonly Bettor[]): Promise<number> {
  const run = await runEachOnce(url, betRequests(world, bettors), CONNECTIONS);
  if (run.ok !== bettors.length) {
    throw new Error(
      `place-bet: ${run.ok} of ${bettors.length} bets accepted ${JSON.stringify(run.statusCounts)}`,
    );
  }
  return run.seconds;
}

/**
 * The baseline: the same bet as a hand-written transaction of the same shape (the member's chips
 * down, the bet in, the ledger entry in), on the same database, with as many connections as the
 * server's pool and as many in flight as the API run. It bets on the round in play, so its rows
 * never collide with the API's bets on the next round.
 */
async function placeByHand(pool: pg.Pool, world: LiveWorld, bettors: readonly Bettor[]): Promise<number> {
  const [odd] = (
    await pool.query('SELECT odds, event_type, bet_type, threshold FROM odds WHERE id = $1', [
      world.goalOverOddId,
    ])
  ).rows;
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < bettors.length; i = next++) {
      const b = bettors[i]!;
      await inTransaction(pool, async (client) => {
        const member = await client.query(
          'UPDATE lobby_users SET chips = chips - $3 WHERE lobby_id = $1 AND user_id = $2 AND chips >= $3 RETURNING chips',
          [b.lobbyId, b.userId, STAKE],
        );
        if (member.rowCount !== 1) throw new Error('baseline: chips not taken');
        const bet = await client.query(
          `INSERT INTO bets (lobby_id, user_id, round_id, odd_id, stake, multiplier, event_type, bet_type, threshold)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id`,
          [
            b.lobbyId,
            b.userId,
            world.activeRoundId,
            world.goalOverOddId,
            STAKE,
            odd.odds,
            odd.event_type,
            odd.bet_type,
            odd.threshold,
          ],
        );
        await client.query(
          `INSERT INTO chip_ledger (lobby_id, user_id, delta, kind, bet_id, round_id) VALUES ($1, $2, $3, 'stake', $4, $5)`,
          [b.lobbyId, b.userId, -STAKE, bet.rows[0].id, world.activeRoundId],
        );
      });
    }
  };
  const began = performance.now();
  await Promise.all(Array.from({ length: CONNECTIONS }, worker));
  return (performance.now() - began) / 1000;
}

type CpuSpent = { seconds: number; benchMs: number; postgresMs: number | null };

/** Runs a timed phase and the CPU this process and PostgreSQL spent on it. */
async function withCpu(run: () => Promise<number>): Promise<CpuSpent> {
  const before = { bench: process.cpuUsage(), postgres: postgresCpuMs() };
  const seconds = await run();
  const bench = process.cpuUsage(before.bench);
  const postgres = postgresCpuMs();
  return {
    seconds,
    benchMs: (bench.user + bench.system) / 1000,
    postgresMs: postgres === null || before.postgres === null ? null : postgres - before.postgres,
  };
}

/** Accepted bets/s of POST game/place-bet, 2,000 players in 250 lobbies each betting once, on PostgreSQL. */
export async function placeBet(): Promise<BenchResult[]> {
  const database = await createFreshDatabase();
  try {
    const server = await startBenchServer({ databaseUrl: database.url });
    const pool = new pg.Pool({ connectionString: database.url, max: POOL_SIZE });
    try {
      const world = await server.call('seedLiveLobbies', {
        lobbies: WARM_UP_LOBBIES + LOBBIES,
        playersPerLobby: PLAYERS_PER_LOBBY,
      });
      const warmUp = bettorsOf(world.lobbies.slice(0, WARM_UP_LOBBIES));
      const measured = bettorsOf(world.lobbies.slice(WARM_UP_LOBBIES));
      await placeByHand(pool, world, warmUp);
      await placeThroughApi(server.url, world, warmUp);
      const hand = await withCpu(() => placeByHand(pool, world, measured));
      const serverBefore = server.cpuMs();
      const api = await withCpu(() => placeThroughApi(server.url, world, measured));
      const serverMs = server.cpuMs() - serverBefore;
      const perBet = (ms: number | null) => (ms === null ? '?' : (ms / measured.length).toFixed(2));
      const [apiSeconds, handSeconds] = [api.seconds, hand.seconds];
      return [
        ratioResult({
          benchmark: 'place-bet',
          figure: measured.length / apiSeconds,
          unit: 'bets/s',
          baseline: { figure: measured.length / handSeconds, unit: 'tx/s', what: 'pg transaction' },
          target: { on: 'ratio', op: '>=', value: 0.5 },
          notes: `${measured.length} players in ${LOBBIES} lobbies, ${CONNECTIONS} in flight; all accepted in ${apiSeconds.toFixed(2)} s (baseline ${handSeconds.toFixed(2)} s, pool of ${POOL_SIZE}); CPU ms per bet: server ${perBet(serverMs)}, load generator ${perBet(api.benchMs)}, PostgreSQL ${perBet(api.postgresMs)}; baseline: client ${perBet(hand.benchMs)}, PostgreSQL ${perBet(hand.postgresMs)}`,
        }),
      ];
    } finally {
      await pool.end();
      await server.stop();
    }
  } finally {
    await database.drop();
  }
}
