import { oddsValueSchema, thresholdSchema } from '@kickchips/core';
import type { OddField, OddRow } from './odd-row';

const FIELD_SCHEMAS = { threshold: thresholdSchema, odds: oddsValueSchema } as const;

/**
 * The first field of a typed odd that the server would refuse, by the server's own rules and
 * sentences ('Odds value must be at least 1'), so a 0 or -3 is named at once, without a request.
 * A blank field is not a problem: it is simply not saved yet (spec 4).
 */
export function oddFieldProblem(row: OddRow): { field: OddField; message: string } | null {
  for (const field of ['threshold', 'odds'] as const) {
    const value = row[field];
    if (value === null) continue;
    const parsed = FIELD_SCHEMAS[field].safeParse(value);
    if (!parsed.success) return { field, message: parsed.error.issues[0]?.message ?? 'Invalid input' };
  }
  return null;
}

/** The field a server refusal names ('body.odds: …', 'body.threshold: …'), if any. */
export function refusedField(message: string): OddField | null {
  const named = /^body\.(threshold|odds|oddsValue)\b/.exec(message)?.[1];
  if (!named) return null;
  return named === 'threshold' ? 'threshold' : 'odds';
}
