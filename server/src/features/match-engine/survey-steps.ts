import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { rowsOf } from '../../db/rows-of';
import type { ClockStep } from './clock-step';

/**
 * Which steps have something to do at `now`: every step's `pending` question in one statement
 * (one round trip, one snapshot), in the order of the steps.
 */
export async function surveySteps(db: Db, steps: readonly ClockStep[], now: Date): Promise<boolean[]> {
  const questions = steps.map(
    (step, index) => sql`EXISTS (${step.pending(now)}) AS ${sql.raw(`"${index}"`)}`,
  );
  const [row] = rowsOf<Record<string, boolean>>(
    await db.execute(sql`SELECT ${sql.join(questions, sql`, `)}`),
  );
  return steps.map((_, index) => row?.[String(index)] === true);
}
