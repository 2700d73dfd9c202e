import pg from 'pg';
import type { Db } from './database';

type RawClient = { query(query: unknown, values?: unknown[]): Promise<{ rows: unknown[] }> };

export type PreparedStatement<Row> = (db: Db, values: readonly unknown[]) => Promise<Row[]>;

/**
 * A statement written once as SQL text with `$n` parameters, run straight on the driver under
 * Drizzle (no query building per call). On PostgreSQL it is named, so each pooled connection parses
 * and plans it once and then only binds and executes it; PGlite runs the same text in process.
 * Each call is a statement of its own (autocommit): for hot paths whose consistency one statement
 * carries. Rows come as the driver parses them (json parsed, timestamps as Date).
 */
export function preparedStatement<Row>(name: string, text: string): PreparedStatement<Row> {
  return async (db, values) => {
    const client = (db as unknown as { $client: RawClient }).$client;
    const result =
      client instanceof pg.Pool
        ? await client.query({ name, text, values: [...values] })
        : await client.query(text, [...values]);
    return result.rows as Row[];
  };
}
