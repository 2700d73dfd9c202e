/**
 * Test support for the crash test (crash-during-settlement.test.ts), run as its own process with
 * tsx: settles one round in chunks of two bets and stops after the first chunk, in the middle of the
 * settlement's transaction, says so on stdout, and waits to be killed.
 */
import Fastify from 'fastify';
import { openDatabase } from '../../db/database';
import { systemClock } from '../clock';
import { createLocalNotifier, createNotices } from '../notices';
import { settleRound } from './settle-round';

const [databaseUrl, roundId] = process.argv.slice(2);
const database = openDatabase({ databaseUrl, dataDir: 'memory://' });
const ctx = {
  db: database.db,
  clock: systemClock,
  notices: createNotices({ notifier: createLocalNotifier(), caches: [], log: Fastify().log }),
  log: Fastify().log,
  demo: false,
};
await settleRound(ctx, roundId!, {
  chunkSize: 2,
  afterChunk: async () => {
    process.stdout.write('paused\n');
    await new Promise(() => undefined);
  },
});
