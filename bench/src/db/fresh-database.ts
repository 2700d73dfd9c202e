import { randomBytes } from 'node:crypto';
import pg from 'pg';

export const POSTGRES_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export type FreshDatabase = { url: string; name: string; drop(): Promise<void> };

async function onServer(serverUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** A new, empty database `<prefix>_<random>` on the PostgreSQL server; `drop` removes it. */
export async function createFreshDatabase(
  serverUrl = POSTGRES_URL,
  prefix = 'kickchips_bench',
): Promise<FreshDatabase> {
  const name = `${prefix}_${randomBytes(5).toString('hex')}`;
  await onServer(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    name,
    drop: () => onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}
