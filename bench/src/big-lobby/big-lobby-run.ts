import { randomBytes } from 'node:crypto';
import os from 'node:os';
import type { StreamNotice } from '@kickchips/core';
import { freePort } from '@kickchips/server/test/free-port';
import { databaseActivity } from '../db/database-activity';
import { createFreshDatabase } from '../db/fresh-database';
import { cpuMilliseconds } from '../load/process-cpu';
import { runPool } from '../load/run-pool';
import { openSseClient, type SseClient } from '../load/sse-client';
import { startBenchServer } from '../server/start-bench-server';
import { serverInstance } from '../soak/server-instance';
import { MemberHttp, newRequestTally } from './member-http';
import { MemberScreen } from './member-screen';

/** Every member bets once, at a random moment of this window. */
export const BET_WINDOW_MS = 5000;
/** How long after the last bet the run waits for every screen before it gives up. */
const CATCH_UP_LIMIT_MS = 120_000;
/** Quiet needed, once every screen is current, to call the round's reads done (above the 200 ms coalescing). */
const QUIET_MS = 1000;
const STAKE = 10;
/** How long the server's CPU is sampled with every stream open before the bets. */
const IDLE_SAMPLE_MS = 3000;

export type BigLobbyRun = {
  members: number;
  /** Reads the notices and bets caused, less the bets, per bet. */
  requestsPerBet: number;
  betP95Ms: number;
  betP50Ms: number;
  /** Seconds from the last bet's answer until every screen showed every bet; null when they never did. */
  currentSeconds: number | null;
  shownPairs: number;
  failedBets: number;
  failedReads: number;
  notices: number;
  serverCpuMsPerBet: number;
  /** The server's CPU per second with every stream open and nothing happening (clock ticks, heartbeats). */
  serverIdleCpuMsPerSecond: number;
  /** PostgreSQL transactions (statements) and rows read per bet, over the window. */
  databasePerBet: { transactions: number; rowsRead: number };
  /** This process's CPU (the members' streams, screens and requests) per bet. */
  benchCpuMsPerBet: number;
  load: number[];
};

const percentile = (values: readonly number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
};
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * One lobby of `members` players on the compiled server on PostgreSQL (a fresh database), every
 * member's push stream open and its screen reading what the web reads for each notice, every member
 * betting once within BET_WINDOW_MS on the round taking bets. The world is seeded by the bench
 * server (bulk rows, signed tokens, one clock tick for cards and round statuses), which then stops
 * before the compiled server starts on the same database.
 */
export async function runBigLobby(members: number): Promise<BigLobbyRun> {
  const database = await createFreshDatabase();
  const seeder = await startBenchServer({ databaseUrl: database.url });
  const world = await seeder
    .call('seedLiveLobbies', { lobbies: 1, playersPerLobby: members })
    .finally(() => seeder.stop());
  const server = serverInstance({
    name: 'big-lobby',
    port: await freePort(),
    databaseUrl: database.url,
    adminPassword: randomBytes(12).toString('base64url'),
    env: { CLOCK_TICK_MS: '1000', LOG_LEVEL: 'warn' },
    // BENCH_CPU_PROF=<folder>: the server writes a V8 CPU profile there when it stops
    nodeArgs: process.env.BENCH_CPU_PROF ? ['--cpu-prof', '--cpu-prof-dir', process.env.BENCH_CPU_PROF] : [],
  });
  const lobby = world.lobbies[0]!;
  const place = { lobbyId: lobby.id, matchId: world.matchId, roundId: world.bettableRoundId };
  const tally = newRequestTally();
  const streams: SseClient[] = [];
  const browsers: MemberHttp[] = [];
  try {
    await server.start();
    let shownPairs = 0;
    let readsInFlight = 0;
    let lastActivity = performance.now();
    let allShownAt: number | null = null;
    let failedReads = 0;
    let firstFailure = '';
    const screens = lobby.players.map((player) => {
      const browser = new MemberHttp(server.url, player.token, tally);
      browsers.push(browser);
      return new MemberScreen(player.id, browser, place, {
        onBettorShown() {
          shownPairs++;
          lastActivity = performance.now();
          if (shownPairs === members * members) allShownAt = lastActivity;
        },
        onReadsInFlight(change) {
          readsInFlight += change;
          lastActivity = performance.now();
        },
        onReadFailed(read, reason) {
          failedReads++;
          firstFailure ||= `${read}: ${reason}`;
        },
      });
    });
    let notices = 0;
    streams.push(
      ...(await runPool(lobby.players, 50, async (player) => {
        const res = await fetch(`${server.url}/api/app/stream/ticket`, {
          method: 'POST',
          headers: { authorization: `Bearer ${player.token}` },
        });
        const { data } = (await res.json()) as { data: { ticket: string } };
        const query = new URLSearchParams({ ticket: data.ticket, lobbyId: lobby.id });
        const client = openSseClient(`${server.url}/api/app/stream?${query}`);
        await client.ready;
        return client;
      })),
    );
    for (const [i, client] of streams.entries()) {
      client.onNotice((notice) => {
        if (notice.type === 'ready') return;
        notices++;
        lastActivity = performance.now();
        screens[i]!.onNotice(notice as unknown as StreamNotice);
      });
    }
    // whatever the opening stirred (a clock tick's notice) settles before the round's bets
    while (readsInFlight > 0 || performance.now() - lastActivity < QUIET_MS) await sleep(100);
    const idleCpuBefore = cpuMilliseconds(server.pid()!);
    await sleep(IDLE_SAMPLE_MS);
    const serverIdleCpuMsPerSecond =
      ((cpuMilliseconds(server.pid()!) - idleCpuBefore) * 1000) / IDLE_SAMPLE_MS;
    Object.assign(tally, newRequestTally());
    notices = 0;

    const databaseBefore = await databaseActivity(database.url);
    const cpuBefore = cpuMilliseconds(server.pid()!);
    const benchCpuBefore = process.cpuUsage();
    const latencies: number[] = [];
    let failedBets = 0;
    let lastBetAnswered = 0;
    const body = {
      lobbyId: lobby.id,
      oddsId: world.goalOverOddId,
      matchRoundId: world.bettableRoundId,
      stake: STAKE,
    };
    await Promise.all(
      screens.map(async (screen, i) => {
        await sleep(Math.random() * BET_WINDOW_MS);
        const sent = performance.now();
        const answer = await browsers[i]!.post('/api/app/game/place-bet', body);
        lastBetAnswered = Math.max(lastBetAnswered, performance.now());
        latencies.push(performance.now() - sent);
        if (answer.status !== 200) {
          failedBets++;
          firstFailure ||= `place-bet: ${answer.status} ${answer.body.slice(0, 200)}`;
        }
        screen.betAnswered(answer.status === 200);
      }),
    );
    const giveUpAt = performance.now() + CATCH_UP_LIMIT_MS;
    while (performance.now() < giveUpAt) {
      const settled = readsInFlight === 0 && performance.now() - lastActivity >= QUIET_MS;
      if (settled && (allShownAt !== null || failedBets > 0)) break;
      await sleep(50);
    }
    const serverCpuMs = cpuMilliseconds(server.pid()!) - cpuBefore;
    const benchCpu = process.cpuUsage(benchCpuBefore);
    // the statistics of the window's last transactions reach pg_stat_database within a second or so
    await sleep(1500);
    const databaseAfter = await databaseActivity(database.url);
    if (firstFailure) process.stderr.write(`big-lobby (${members}): first failure: ${firstFailure}\n`);
    const shownAt = allShownAt as number | null;
    return {
      members,
      requestsPerBet: tally.reads / members,
      betP95Ms: percentile(latencies, 95),
      betP50Ms: percentile(latencies, 50),
      currentSeconds: shownAt === null ? null : Math.max(0, shownAt - lastBetAnswered) / 1000,
      shownPairs,
      failedBets,
      failedReads,
      notices,
      serverCpuMsPerBet: serverCpuMs / members,
      serverIdleCpuMsPerSecond,
      databasePerBet: {
        transactions: (databaseAfter.transactions - databaseBefore.transactions) / members,
        rowsRead: (databaseAfter.rowsRead - databaseBefore.rowsRead) / members,
      },
      benchCpuMsPerBet: (benchCpu.user + benchCpu.system) / 1000 / members,
      load: os.loadavg(),
    };
  } finally {
    for (const stream of streams) stream.close();
    for (const browser of browsers) browser.close();
    await server.stop();
    await database.drop();
  }
}
