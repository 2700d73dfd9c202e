import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { serverRoot } from '../server-root';
import * as schema from './schema';

export type Schema = typeof schema;
/** The common face of both drivers; features use only this. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction, or the database itself where no transaction is needed. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The PostgreSQL pool, when running on PostgreSQL (for LISTEN/NOTIFY and raw benchmarks). */
  pool: pg.Pool | undefined;
  migrate(): Promise<void>;
  close(): Promise<void>;
};

const migrationsFolder = path.join(serverRoot, 'migrations');

/**
 * Opens the database: PostgreSQL when a URL is given, else the embedded PGlite in `dataDir`
 * (`memory://` keeps it in memory, for tests).
 */
export function openDatabase(options: {
  databaseUrl?: string | undefined;
  dataDir: string;
  /** An idle pooled connection failed (server restart, terminated backend); the pool replaces it. */
  onPoolError?: (err: Error) => void;
}): Database {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // without a listener an idle connection's error would crash the process
    pool.on(
      'error',
      options.onPoolError ?? ((err) => console.error(`database connection lost: ${err.message}`)),
    );
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      pool,
      migrate: async () => {
        // several instances may start at once: one migrates, the others wait for it
        const client = await pool.connect();
        try {
          await client.query('SELECT pg_advisory_lock(720414)');
          await migratePg(drizzlePg(client, { schema }), { migrationsFolder });
        } finally {
          await client.query('SELECT pg_advisory_unlock(720414)').catch(() => undefined);
          client.release();
        }
      },
      close: () => pool.end(),
    };
  }
  const dir = options.dataDir === 'memory://' ? undefined : path.join(options.dataDir, 'pglite');
  if (dir) mkdirSync(dir, { recursive: true });
  const client = new PGlite(dir);
  const pgliteDb = drizzlePglite(client, { schema });
  return {
    db: pgliteDb as unknown as Db,
    kind: 'pglite',
    pool: undefined,
    migrate: () => migratePglite(pgliteDb, { migrationsFolder }),
    close: () => client.close(),
  };
}
