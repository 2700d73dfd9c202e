import pg from 'pg';
import { createFreshDatabase } from '../db/fresh-database';

export type SoakDatabase = {
  name: string;
  url: string;
  /** One connection of the soak's own (application_name kickchips-soak-driver), for setup and checks. */
  query<Row extends pg.QueryResultRow>(sql: string, params?: unknown[]): Promise<Row[]>;
  /** Ends every connection of one application on this database; answers how many. */
  terminate(applicationName: string): Promise<number>;
  drop(): Promise<void>;
};

/** A fresh database `kickchips_soak_<random>` on the PostgreSQL server, dropped by `drop`. */
export async function createSoakDatabase(serverUrl: string): Promise<SoakDatabase> {
  const fresh = await createFreshDatabase(serverUrl, 'kickchips_soak');
  const { name } = fresh;
  const driverUrl = new URL(fresh.url);
  driverUrl.searchParams.set('application_name', 'kickchips-soak-driver');
  const pool = new pg.Pool({ connectionString: driverUrl.toString(), max: 2 });
  pool.on('error', () => undefined);
  return {
    name,
    url: fresh.url,
    query: async (sql, params) => (await pool.query(sql, params)).rows,
    async terminate(applicationName) {
      const { rows } = await pool.query<{ pid: number }>(
        `SELECT pg_terminate_backend(pid) AS ok, pid FROM pg_stat_activity
         WHERE datname = $1 AND application_name = $2`,
        [name, applicationName],
      );
      return rows.length;
    },
    async drop() {
      await pool.end();
      await fresh.drop();
    },
  };
}
