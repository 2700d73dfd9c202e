import type { CrashReportInput } from '@kickchips/core';

export type CrashError = NonNullable<CrashReportInput['error']>;

// the longest texts the crash-report contract accepts
const LIMITS = { name: 200, message: 2000, stack: 20000, cause: 2000, code: 100 };

function clip(text: string, max: number): string {
  return text.length > max ? text.slice(0, max) : text;
}

/** Anything that can be thrown, as readable text. */
export function describeThrown(value: unknown): string {
  if (value instanceof Error) return `${value.name}: ${value.message}`;
  if (typeof value === 'string') return value;
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}

function wholeNumber(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isInteger(value) ? value : undefined;
}

/** What a crash report says about the error (spec 3: name, message, stack, cause, code, statusCode). */
export function toCrashError(thrown: unknown): CrashError {
  if (!(thrown instanceof Error))
    return { name: 'Error', message: clip(describeThrown(thrown), LIMITS.message) };
  const extra = thrown as Error & { code?: unknown; statusCode?: unknown; status?: unknown };
  const code =
    typeof extra.code === 'string' ? clip(extra.code, LIMITS.code) : (wholeNumber(extra.code) ?? undefined);
  return {
    name: clip(thrown.name || 'Error', LIMITS.name),
    message: clip(thrown.message, LIMITS.message),
    stack: thrown.stack ? clip(thrown.stack, LIMITS.stack) : undefined,
    cause: thrown.cause === undefined ? undefined : clip(describeThrown(thrown.cause), LIMITS.cause),
    code,
    // ApiError carries the HTTP status as `status`
    statusCode: wholeNumber(extra.statusCode) ?? wholeNumber(extra.status),
  };
}
