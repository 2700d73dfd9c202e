import { ADMIN_PAGE_SIZE, type AuditEntry } from '@kickchips/core';
import { and, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { auditLog, users } from '../../db/schema';

export type AuditFilter = { entity?: string | undefined; actor?: string | undefined; page: number };

/** The audit log, newest first, a page at a time, with the number of entries that match. */
export async function listAudit(
  db: Db,
  filter: AuditFilter,
): Promise<{ entries: AuditEntry[]; total: number }> {
  const where = and(
    filter.entity ? eq(auditLog.entity, filter.entity) : undefined,
    filter.actor ? eq(auditLog.actorId, filter.actor) : undefined,
  );
  const rows = await db
    .select({ entry: auditLog, actor: { id: users.id, username: users.username, name: users.name } })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .where(where)
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(ADMIN_PAGE_SIZE)
    .offset((filter.page - 1) * ADMIN_PAGE_SIZE);
  const [total] = await db.select({ value: count() }).from(auditLog).where(where);
  return {
    entries: rows.map(({ entry, actor }) => ({
      _id: entry.id,
      actor: actor ? { _id: actor.id, username: actor.username ?? actor.name } : null,
      action: entry.action,
      entity: entry.entity,
      entityId: entry.entityId,
      detail: entry.detail,
      createdAt: entry.createdAt.toISOString(),
    })),
    total: total?.value ?? 0,
  };
}
