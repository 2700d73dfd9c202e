import { openDatabase } from '@kickchips/server/src/db/database';
import { systemClock } from '@kickchips/server/src/features/clock/clock';
import { settleRound } from '@kickchips/server/src/features/match-engine/settle-round';
import { createNotices } from '@kickchips/server/src/features/notices/notices';
import { createLocalNotifier } from '@kickchips/server/src/features/notices/notifier';
import { repriceMatch } from '@kickchips/server/src/features/pricing';
import { pino } from 'pino';
import { createFreshDatabase } from '../db/fresh-database';
import { type BenchResult, ratioResult } from '../report/bench-result';
import { summariseRuns, type TimedRun } from '../report/timed-runs';
import { seedSettleableRound } from '../scenarios/seed-settleable-round';

const BETS = Number(process.env.BENCH_SETTLE_BETS ?? 100_000);
const RUNS = Number(process.env.BENCH_SETTLE_RUNS ?? 3);

/** One run on a freshly seeded database: the baseline UPDATE, then the settlement, then its check. */
async function measureOnce(): Promise<TimedRun> {
  const fresh = await createFreshDatabase();
  const database = openDatabase({ databaseUrl: fresh.url, dataDir: 'memory://' });
  try {
    await database.migrate();
    const rounds = await seedSettleableRound(database, BETS);

    let began = performance.now();
    const updated = await database.pool!.query(
      `UPDATE bets SET status = 'lost', payout = 0, settled_version = 1, settled_at = now() WHERE round_id = $1`,
      [rounds.baselineRoundId],
    );
    const baselineSeconds = (performance.now() - began) / 1000;
    if (updated.rowCount !== BETS) throw new Error(`baseline updated ${updated.rowCount} bets, not ${BETS}`);

    const ctx = {
      db: database.db,
      clock: systemClock,
      notices: createNotices({ notifier: createLocalNotifier(), caches: [], log: pino({ level: 'silent' }) }),
      log: pino({ level: 'silent' }),
      demo: false,
      priceRound: repriceMatch,
    };
    began = performance.now();
    const settled = await settleRound(ctx, rounds.roundId);
    const figureSeconds = (performance.now() - began) / 1000;
    if (!settled) throw new Error('settleRound found nothing to settle');
    const [left] = (
      await database.pool!.query(
        `SELECT count(*)::int AS n FROM bets WHERE round_id = $1 AND status = 'pending'`,
        [rounds.roundId],
      )
    ).rows;
    if (left.n !== 0) throw new Error(`${left.n} bets left pending after settlement`);

    return { figureSeconds, baselineSeconds };
  } finally {
    await database.close();
    await fresh.drop();
  }
}

/**
 * Seconds for the match engine's settleRound (the function the game clock calls) to settle a round
 * of 100,000 bets on PostgreSQL, against one UPDATE that marks 100,000 bets of another round
 * settled on the same database: the least any settlement has to write. The medians of three runs,
 * each on a database seeded for it (a one-off statement moves by a tenth or more between runs).
 */
export async function settle(): Promise<BenchResult[]> {
  const runs: TimedRun[] = [];
  for (let i = 0; i < RUNS; i++) runs.push(await measureOnce());
  const { figure, baseline, list } = summariseRuns(runs);
  return [
    ratioResult({
      benchmark: 'settle',
      figure,
      unit: 's',
      baseline: { figure: baseline, unit: 's', what: `one UPDATE of ${BETS} rows` },
      target: { on: 'ratio', op: '<=', value: 3 },
      notes: `${BETS} bets in ${Math.ceil(BETS / 8)} lobbies of 8, about half won, settled by settleRound in one transaction; medians of ${RUNS} runs (settlement/baseline s: ${list}), each on a database seeded for it`,
    }),
  ];
}
