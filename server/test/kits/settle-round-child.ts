/**
 * The child process of the crash test (crash-during-settlement.test.ts), run with
 * tsx: settles one round in chunks of two bets and stops after the first chunk, in the middle of the
 * settlement's transaction, says so on stdout, and waits to be killed.
 */
import Fastify from 'fastify';
import { openDatabase } from '../../src/db/database';
import { systemClock } from '../../src/features/clock/clock';
import { settleRound } from '../../src/features/match-engine/settle-round';
import { createLocalNotifier, createNotices } from '../../src/features/notices';
import { repriceMatch } from '../../src/features/pricing';

const [databaseUrl, roundId] = process.argv.slice(2);
const database = openDatabase({ databaseUrl, dataDir: 'memory://' });
const ctx = {
  db: database.db,
  clock: systemClock,
  notices: createNotices({ notifier: createLocalNotifier(), caches: [], log: Fastify().log }),
  log: Fastify().log,
  demo: false,
  priceRound: repriceMatch,
};
await settleRound(ctx, roundId!, {
  chunkSize: 2,
  afterChunk: async () => {
    process.stdout.write('paused\n');
    await new Promise(() => undefined);
  },
});
