import { openDatabase } from '@kickchips/server/src/db/database';
import { systemClock } from '@kickchips/server/src/features/clock/clock';
import { closeMatchBetting } from '@kickchips/server/src/features/match-engine';
import { createNotices } from '@kickchips/server/src/features/notices/notices';
import { createLocalNotifier } from '@kickchips/server/src/features/notices/notifier';
import { repriceMatch } from '@kickchips/server/src/features/pricing';
import { pino } from 'pino';
import { createFreshDatabase } from '../db/fresh-database';
import { type BenchResult, ratioResult } from '../report/bench-result';
import { summariseRuns, type TimedRun } from '../report/timed-runs';
import { seedClosableRound } from '../scenarios/seed-closable-round';
import { PLAYERS_PER_LOBBY, SEEDED_CHIPS } from '../scenarios/seed-lobby-players';

const PLAYERS = Number(process.env.BENCH_CLOCK_PLAYERS ?? 10_000);
const RUNS = Number(process.env.BENCH_CLOCK_RUNS ?? 5);

type Run = TimedRun & { lobbies: number; penalties: number };

/** One run on a freshly seeded database: the baseline UPDATE, then the betting step, then its checks. */
async function measureOnce(): Promise<Run> {
  const fresh = await createFreshDatabase();
  const database = openDatabase({ databaseUrl: fresh.url, dataDir: 'memory://' });
  try {
    await database.migrate();
    const round = await seedClosableRound(database, PLAYERS);

    let began = performance.now();
    const updated = await database.pool!.query(
      'UPDATE lobby_users SET inactive_streak = 0 WHERE lobby_id = ANY($1::uuid[])',
      [round.lobbyIds],
    );
    const baselineSeconds = (performance.now() - began) / 1000;
    if (updated.rowCount !== PLAYERS)
      throw new Error(`baseline updated ${updated.rowCount} rows, not ${PLAYERS}`);

    const log = pino({ level: 'silent' });
    const ctx = {
      db: database.db,
      clock: systemClock,
      notices: createNotices({ notifier: createLocalNotifier(), caches: [], log }),
      log,
      demo: false,
      priceRound: repriceMatch,
    };
    began = performance.now();
    await closeMatchBetting(ctx, round.matchId, new Date());
    const figureSeconds = (performance.now() - began) / 1000;

    const [counts] = (
      await database.pool!.query(
        `SELECT (SELECT count(*)::int FROM betting_closures WHERE round_id = $1) AS closures,
                (SELECT count(*)::int FROM chip_ledger WHERE round_id = $1 AND kind = 'penalty') AS penalties,
                (SELECT sum(delta)::int FROM chip_ledger WHERE round_id = $1) AS moved,
                (SELECT sum(chips)::int FROM lobby_users WHERE lobby_id = ANY($2::uuid[])) AS chips`,
        [round.roundId, round.lobbyIds],
      )
    ).rows;
    const lobbies = round.lobbyIds.length;
    if (counts.closures !== lobbies) throw new Error(`${counts.closures} lobbies closed, not ${lobbies}`);
    if (counts.penalties !== PLAYERS / 2)
      throw new Error(`${counts.penalties} penalties, not ${PLAYERS / 2}`);
    if (counts.chips !== SEEDED_CHIPS * PLAYERS + counts.moved)
      throw new Error(
        `balances moved by ${counts.chips - SEEDED_CHIPS * PLAYERS}, the ledger by ${counts.moved}`,
      );
    return { figureSeconds, baselineSeconds, lobbies, penalties: counts.penalties };
  } finally {
    await database.close();
    await fresh.drop();
  }
}

/**
 * Seconds for the game clock's betting step (closeMatchBetting, what every tick runs) to close
 * betting on one round for 10,000 players in 1,250 lobbies on PostgreSQL, half of them without a
 * bet (one penalty each through the ledger, and their inactive run grows), against one UPDATE of
 * the same 10,000 lobby_users rows: the least a per-player step has to write. Each is timed once
 * per run, on a database seeded for that run; a single statement of 0.1 s moves by half from one
 * run to the next on this kind of machine, so the row gives the medians of five runs, every run
 * in its notes. A first run, not counted, warms the step's code up, as a server's clock has run
 * it on every round before (the other benchmarks warm up likewise).
 */
export async function clock(): Promise<BenchResult[]> {
  const warmUp = await measureOnce();
  const runs: Run[] = [];
  for (let i = 0; i < RUNS; i++) runs.push(await measureOnce());
  const { lobbies, penalties } = runs[0]!;
  const { figure, baseline, list } = summariseRuns(runs);
  return [
    ratioResult({
      benchmark: 'clock',
      figure,
      unit: 's',
      baseline: {
        figure: baseline,
        unit: 's',
        what: `one UPDATE of ${PLAYERS} rows`,
      },
      target: { on: 'ratio', op: '<=', value: 3 },
      notes: `betting closed on one round for ${PLAYERS} players in ${lobbies} lobbies of ${PLAYERS_PER_LOBBY} by closeMatchBetting, ${penalties} penalties charged through the ledger; balances moved exactly by the ledger's rows; medians of ${RUNS} runs (step/baseline s: ${list}) after one not counted (${warmUp.figureSeconds.toFixed(2)}/${warmUp.baselineSeconds.toFixed(2)}), each on a database seeded for it`,
    }),
  ];
}
