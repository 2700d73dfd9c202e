import pg from 'pg';

/** What PostgreSQL counts for one database: transactions ended (each statement outside one is one) and rows read. */
export type DatabaseActivity = { transactions: number; rowsRead: number };

/**
 * The database's counters now (pg_stat_database), read over a connection of its own. PostgreSQL
 * gathers them from each backend at its transactions' ends and at most every second or so, so read
 * them again a second after the work to be counted.
 */
export async function databaseActivity(url: string): Promise<DatabaseActivity> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ transactions: string; rows_read: string }>(
      `SELECT xact_commit + xact_rollback AS transactions, tup_returned + tup_fetched AS rows_read
       FROM pg_stat_database WHERE datname = current_database()`,
    );
    return { transactions: Number(rows[0]!.transactions), rowsRead: Number(rows[0]!.rows_read) };
  } finally {
    await client.end();
  }
}
