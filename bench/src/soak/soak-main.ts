import { randomBytes } from 'node:crypto';
import { matchProgress } from './match-progress';
import { insertSoakAccounts, insertSoakMatch, SOAK_PASSWORD } from './seed-soak-world';
import { serverInstance } from './server-instance';
import { slowTicksLine } from './slow-ticks-line';
import { loadSoakConfig } from './soak-config';
import { createSoakDatabase } from './soak-database';
import { cutDatabase, type Fault, killAndRestart, restartRedis, unexcusedServerErrors } from './soak-faults';
import { newTally, SoakHttp } from './soak-http';
import { checkInvariants } from './soak-invariants';
import { newPlayTally, playSoak, type SoakPlayer } from './soak-player';
import { type SoakRedis, soakRedis } from './soak-redis';
import { soakReport } from './soak-report';
import { newStreamTally, openSoakStream } from './soak-stream';
import { soakMatchShape, soakTimelineCsv } from './soak-timeline';

const ADMIN_EMAIL = 'admin@kickchips.local';
const SETUP_CONCURRENCY = 8;
/**
 * How late the match may end and its lobbies finish. The soak checks correctness, not speed: on a
 * starved machine a tick that settles rounds of 200 bets can take many seconds, and a half kicks off
 * only at the first full minute after the tick that sees the previous half ended.
 */
const WIND_DOWN_MS = 180_000;
/** After a Redis restart, how soon every stream must have had its `resync`. */
const RESYNC_WITHIN_MS = 5000;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const log = (text: string) => console.log(`[soak ${new Date().toISOString().slice(11, 19)}] ${text}`);

async function inBatches<T, R>(
  items: T[],
  size: number,
  run: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results: R[] = [];
  for (let i = 0; i < items.length; i += size) {
    results.push(...(await Promise.all(items.slice(i, i + size).map((item, j) => run(item, i + j)))));
  }
  return results;
}

function must<T>(
  answer: { kind: string; data?: T; status?: number; message?: string; error?: string },
  what: string,
): T {
  if (answer.kind !== 'ok')
    throw new Error(`${what}: ${answer.status ?? ''} ${answer.message ?? answer.error ?? ''}`);
  return answer.data as T;
}

async function waitFor(what: string, timeoutMs: number, done: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(500);
  }
}

/** The checks of the Redis restart: every stream had its resync soon after, and notices after it. */
function redisChecks(streams: ReturnType<typeof openSoakStream>[], fault: Fault | undefined) {
  if (!fault) return [{ name: 'Redis restarted mid-match', ok: false, detail: 'not injected' }];
  const resynced = streams.filter((s) =>
    s.resyncsAt().some((at) => at >= fault.start && at <= fault.end + RESYNC_WITHIN_MS),
  ).length;
  const receiving = streams.filter((s) => s.lastNoticeAt() > fault.end).length;
  return [
    {
      name: `every stream had a resync within ${RESYNC_WITHIN_MS / 1000} s of the Redis restart`,
      ok: resynced === streams.length,
      detail: `${resynced} of ${streams.length}`,
    },
    {
      name: 'every stream received notices after the Redis restart',
      ok: receiving === streams.length,
      detail: `${receiving} of ${streams.length}`,
    },
  ];
}

/**
 * `npm run soak`: 2 server processes on a fresh PostgreSQL database, players betting and chatting
 * over HTTP with a push stream each through a replayed match, while one instance is SIGKILLed and
 * restarted twice and the other's database connections are cut once; then the books are checked.
 * With SOAK_NOTIFIER=redis the instances tell each other of changes through a Redis of the soak's
 * own, which is SIGKILLed and restarted mid-match too.
 */
async function main() {
  const config = loadSoakConfig();
  const db = await createSoakDatabase(config.serverUrl);
  const redis: SoakRedis | undefined = config.notifier === 'redis' ? await soakRedis() : undefined;
  const adminPassword = randomBytes(12).toString('base64url');
  const instances = ['a', 'b'].map((name, i) =>
    serverInstance({
      name,
      port: 4700 + i + Math.floor(Math.random() * 200) * 2,
      databaseUrl: db.url,
      adminPassword,
      env: redis ? { REDIS_URL: redis.url } : {},
    }),
  );
  const [a, b] = instances as [(typeof instances)[0], (typeof instances)[0]];
  const streams: ReturnType<typeof openSoakStream>[] = [];
  let failed = false;
  try {
    if (redis) {
      await redis.start();
      log(`Redis of the soak's own at ${redis.url}`);
    }
    log(`database ${db.name}; notices through ${config.notifier}; starting instances`);
    await a.start();
    await b.start();
    const http = new SoakHttp(instances, newTally());

    const shape = soakMatchShape(config.seconds);
    const [accounts, match] = await Promise.all([
      insertSoakAccounts(db, config.players, config.hashLog2Cost),
      insertSoakMatch(db, shape.halfMinutes),
    ]);
    const admin = must<{ token: { accessToken: string } }>(
      await http.call(0, 'POST', '/api/auth/login', {
        body: { email: ADMIN_EMAIL, password: adminPassword },
      }),
      'admin login',
    ).token.accessToken;
    log(`${accounts.length} accounts and a match of ${match.rounds} rounds inserted; signing in`);
    const tokens = await inBatches(accounts, SETUP_CONCURRENCY, async (account, i) => {
      const answer = await http.call<{ token: { accessToken: string } }>(i % 2, 'POST', '/api/auth/login', {
        body: { email: account.email, password: SOAK_PASSWORD },
      });
      return must(answer, `login ${account.email}`).token.accessToken;
    });

    const perLobby = Math.ceil(config.players / config.lobbies);
    const players: SoakPlayer[] = accounts.map((account, i) => ({
      username: account.username,
      token: tokens[i]!,
      lobbyId: '',
      preferred: i % 2,
    }));
    const hosts = Array.from({ length: config.lobbies }, (_, l) => l * perLobby).filter(
      (i) => i < players.length,
    );
    const codes = await inBatches(hosts, SETUP_CONCURRENCY, async (hostIndex) => {
      const host = players[hostIndex]!;
      const answer = await http.call<{ lobby: { _id: string; lobbyCode: string } }>(
        host.preferred,
        'POST',
        '/api/app/game/create-lobby',
        {
          token: host.token,
          body: { matchId: match.matchId, gameSettings: { maxPlayers: Math.max(2, perLobby) } },
        },
      );
      const lobby = must(answer, 'create lobby').lobby;
      host.lobbyId = lobby._id;
      return lobby;
    });
    await inBatches(players, SETUP_CONCURRENCY, async (player, i) => {
      if (player.lobbyId) return;
      const lobby = codes[Math.floor(i / perLobby)]!;
      const answer = await http.call(player.preferred, 'POST', '/api/app/game/join-lobby', {
        token: player.token,
        body: { lobbyCode: lobby.lobbyCode },
      });
      must(answer, `join lobby ${lobby.lobbyCode}`);
      player.lobbyId = lobby._id;
    });
    log(`${players.length} players in ${codes.length} lobbies; opening streams`);

    const streamTally = newStreamTally();
    for (const player of players) {
      streams.push(
        openSoakStream({
          http,
          preferred: player.preferred,
          token: player.token,
          lobbyId: player.lobbyId,
          tally: streamTally,
        }),
      );
    }
    await waitFor('every stream ready', 30_000, async () => streams.every((s) => s.live()));

    let stopped = false;
    const play = newPlayTally();
    const playing = players.map((player) =>
      playSoak(player, http, {
        pollMs: config.pollMs,
        chatChance: config.chatChance,
        tally: play,
        stopped: () => stopped,
      }),
    );
    const started = Date.now();
    const timeline = soakTimelineCsv(shape.halfMinutes, 20261123);
    must(
      await http.call(0, 'POST', '/api/admin/game/replay', {
        token: admin,
        body: { matchId: match.matchId, format: 'csv', timeline: timeline.csv, clockSpeed: 60 },
      }),
      'replay',
    );
    const [half] = await db.query<{ start_time: Date }>(
      'SELECT start_time FROM match_halves WHERE match_id = $1 AND half_number = 1',
      [match.matchId],
    );
    const kickOff = half!.start_time.getTime();
    const matchMs = (shape.kickOffGapMinutes * 60 + shape.halfMinutes) * 1000;
    log(
      `replay of ${timeline.events} events: kick-off at ${half!.start_time.toISOString().slice(11, 19)}, ` +
        `${shape.halfMinutes} match minutes a half at 60x, about ${matchMs / 1000} s`,
    );

    const faults: Fault[] = [];
    const plan: [number, () => Promise<Fault>][] = [
      [0.2, () => killAndRestart(a)],
      [0.45, () => cutDatabase(db, b)],
      ...(redis ? [[0.55, () => restartRedis(redis)] as [number, () => Promise<Fault>]] : []),
      [0.65, () => killAndRestart(b)],
    ];
    for (const [share, inject] of plan) {
      await sleep(Math.max(0, kickOff + share * matchMs - Date.now()));
      const fault = await inject();
      faults.push(fault);
      log(`${fault.kind} on ${fault.instance}: ${fault.note}`);
    }

    const completed = await waitFor(
      'the match to complete',
      kickOff + matchMs + WIND_DOWN_MS - Date.now(),
      async () => {
        const [row] = await db.query<{ status: string }>('SELECT status FROM matches WHERE id = $1', [
          match.matchId,
        ]);
        return row?.status === 'completed';
      },
    ).then(
      () => true,
      async (err: Error) => {
        log(`${err.message}\n${await matchProgress(db, match.matchId)}`);
        for (const instance of instances) log(`instance ${instance.name} said:\n${instance.output()}`);
        return false;
      },
    );
    const late = Math.max(0, Date.now() - kickOff - matchMs) / 1000;
    if (completed) {
      log(`match completed ${late.toFixed(0)} s after its planned end; waiting for the lobbies to finish`);
      await waitFor('every lobby to finish', WIND_DOWN_MS, async () => {
        const [row] = await db.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM lobbies WHERE status <> 'finished'`,
        );
        return row?.n === 0;
      }).catch((err: Error) => log(err.message));
    }
    stopped = true;
    await Promise.all(playing);
    const liveStreamsAtEnd = streams.filter((s) => s.live()).length;
    for (const stream of streams) stream.close();

    const [stored] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM bets');
    const invariants = await checkInvariants(
      db,
      match.matchId,
      play.chatsSent,
      play.betsAccepted,
      play.betsUncertain,
    );
    const unexcused = unexcusedServerErrors(http.tally.serverErrors, faults);
    invariants.push(
      {
        name: 'no 5xx outside the faults',
        ok: unexcused.length === 0,
        detail: `${http.tally.serverErrors.length} 5xx, ${unexcused.length} outside`,
      },
      {
        name: 'every stream live again after the faults',
        ok: liveStreamsAtEnd === streams.length,
        detail: `${liveStreamsAtEnd} of ${streams.length}`,
      },
      {
        name: `${plan.length} faults injected`,
        ok: faults.length === plan.length,
        detail: `${faults.length}`,
      },
      ...(redis
        ? redisChecks(
            streams,
            faults.find((f) => f.kind === 'Redis SIGKILL'),
          )
        : []),
    );
    console.log(
      soakReport({
        seconds: (Date.now() - started) / 1000,
        players: players.length,
        lobbies: codes.length,
        rounds: match.rounds,
        lateSeconds: late,
        http: http.tally,
        play,
        streams: streamTally,
        liveStreamsAtEnd,
        faults,
        unexcused,
        betsStored: stored?.n ?? 0,
        invariants,
      }),
    );
    for (const instance of instances)
      log(`instance ${instance.name}: ${slowTicksLine(instance.slowTicks())}`);
    failed = invariants.some((i) => !i.ok);
  } catch (err) {
    failed = true;
    console.error(err);
    for (const instance of instances)
      console.error(`--- instance ${instance.name} output ---\n${instance.output()}`);
  } finally {
    for (const stream of streams) stream.close();
    await Promise.all(instances.map((instance) => instance.stop()));
    await redis?.stop();
    await db.drop();
  }
  process.exit(failed ? 1 : 0);
}

void main();
