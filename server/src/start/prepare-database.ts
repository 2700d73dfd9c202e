import type { Config } from '../config';
import { type Database, openDatabase } from '../db/database';
import { type SeedResult, seedDatabase } from '../seed/seed-database';

/** Held while seeding, so that instances starting together on an empty database seed it once. */
const SEED_LOCK = 720415;

/**
 * Opens the database, migrates it (instances wait for each other on an advisory lock) and seeds it
 * when it is empty (under another advisory lock on PostgreSQL: a second instance then finds the
 * admin and the demo match already there, and neither prints a password that does not work).
 */
export async function prepareDatabase(config: Config): Promise<{ database: Database; seeded: SeedResult }> {
  const database = openDatabase(config);
  await database.migrate();
  const seed = () =>
    seedDatabase(database.db, {
      adminEmail: config.adminEmail,
      adminPassword: config.adminPassword,
      demo: config.seedDemo,
      passwordHashLog2Cost: config.passwordHashLog2Cost,
    });
  if (!database.pool) return { database, seeded: await seed() };
  const lock = await database.pool.connect();
  try {
    await lock.query('SELECT pg_advisory_lock($1)', [SEED_LOCK]);
    return { database, seeded: await seed() };
  } finally {
    await lock.query('SELECT pg_advisory_unlock($1)', [SEED_LOCK]).catch(() => undefined);
    lock.release();
  }
}
