/**
 * Whether an error (or its cause: drizzle wraps driver errors) is PostgreSQL's unique violation
 * on the named constraint or index. Both drivers report `code` and `constraint`.
 */
export function isUniqueViolation(err: unknown, constraint: string): boolean {
  for (let e = err; e instanceof Error; e = e.cause) {
    const { code, constraint: name } = e as Error & { code?: unknown; constraint?: unknown };
    if (code === '23505') return name === constraint;
  }
  return false;
}
