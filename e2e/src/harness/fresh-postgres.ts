import { randomBytes } from 'node:crypto';
import { type Database, openDatabase } from '@kickchips/server/src/db/database';

/** The PostgreSQL server the tests that need one use (TEST_DATABASE_URL, as the server's tests). */
const SERVER_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export type FreshPostgres = {
  /** For the server under test: DATABASE_URL. */
  url: string;
  /** Opens the test's own connection to it, once the server has migrated it. */
  open(): Database;
  drop(): Promise<void>;
};

async function onServer(sql: string): Promise<void> {
  const server = openDatabase({ databaseUrl: SERVER_URL, dataDir: 'memory://' });
  try {
    await server.pool!.query(sql);
  } finally {
    await server.close();
  }
}

/**
 * Whether the PostgreSQL server answers: a machine without one skips the tests that need it, as the
 * server suite skips its PostgreSQL-only files.
 */
export async function postgresReachable(): Promise<boolean> {
  try {
    await onServer('SELECT 1');
    return true;
  } catch {
    return false;
  }
}

/**
 * A new, empty database `kickchips_e2e_<random>` for a test whose server runs on PostgreSQL (so the
 * test can write rows beside it, as a crowd of players would take minutes through the API).
 */
export async function freshPostgres(): Promise<FreshPostgres> {
  const name = `kickchips_e2e_${randomBytes(5).toString('hex')}`;
  await onServer(`CREATE DATABASE ${name}`);
  const url = new URL(SERVER_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    open: () => openDatabase({ databaseUrl: url.toString(), dataDir: 'memory://' }),
    drop: () => onServer(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}
