import type { CrashReportInput } from '@kickchips/core';
import { and, eq, isNull, or } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { crashReports } from '../../db/schema';
import { notFound } from '../../http/http-error';

/**
 * Creates a crash report, or adds to an existing one (the follow-up that sends the user's
 * description). A follow-up may only touch a report of the same user, or an anonymous one.
 */
export async function saveCrashReport(
  db: Db,
  input: CrashReportInput,
  userId: string | null,
): Promise<string> {
  if (input.id === 'new') {
    const [row] = await db
      .insert(crashReports)
      .values({ userId, error: input.error ?? null, data: input.data ?? null })
      .returning({ id: crashReports.id });
    return row!.id;
  }
  const owner = userId
    ? or(isNull(crashReports.userId), eq(crashReports.userId, userId))
    : isNull(crashReports.userId);
  const [existing] = await db
    .select()
    .from(crashReports)
    .where(and(eq(crashReports.id, input.id), owner));
  if (!existing) throw notFound('Crash report not found');
  const [row] = await db
    .update(crashReports)
    .set({
      userId: existing.userId ?? userId,
      error: input.error ?? existing.error,
      data: { ...(existing.data as object | null), ...input.data },
      updatedAt: new Date(),
    })
    .where(eq(crashReports.id, input.id))
    .returning({ id: crashReports.id });
  return row!.id;
}
