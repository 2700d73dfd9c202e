type DbError = { code?: unknown; constraint?: unknown; cause?: unknown };

/** The driver's error under Drizzle's wrappers: the first one in the `cause` chain with a SQLSTATE. */
function driverError(error: unknown): DbError | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth++) {
    const candidate = current as DbError;
    if (typeof candidate.code === 'string' && /^[0-9A-Z]{5}$/.test(candidate.code)) return candidate;
    current = candidate.cause;
  }
  return undefined;
}

/** The SQLSTATE of a database error; node-postgres and PGlite both put it in `code`. */
export function pgErrorCode(error: unknown): string | undefined {
  return driverError(error)?.code as string | undefined;
}

/** The constraint or index a violation names, when the driver tells. */
export function pgConstraint(error: unknown): string | undefined {
  const constraint = driverError(error)?.constraint;
  return typeof constraint === 'string' ? constraint : undefined;
}

/** A unique key refused the row; with `constraint`, only that key's refusal counts. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  return pgErrorCode(error) === '23505' && (constraint === undefined || pgConstraint(error) === constraint);
}
/** A row is still referenced: 23503 for NO ACTION keys, 23001 for ON DELETE RESTRICT ones. */
export const isForeignKeyViolation = (error: unknown) =>
  ['23503', '23001'].includes(pgErrorCode(error) ?? '');
