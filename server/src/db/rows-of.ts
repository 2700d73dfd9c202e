/**
 * The rows of a raw statement (`db.execute(sql...)`), typed as the statement's columns: both
 * drivers, pg and PGlite, answer with `{ rows }`, which Drizzle's union of the two does not say.
 */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
