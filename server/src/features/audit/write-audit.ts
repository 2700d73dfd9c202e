import type { AuditEntity } from '@kickchips/core';
import type { Db, Tx } from '../../db/database';
import { auditLog } from '../../db/schema';

export type AuditEntry = {
  actorId: string | null;
  action:
    | 'create'
    | 'update'
    | 'delete'
    | 'soft-delete'
    | 'end'
    | 'suspend'
    | 'unsuspend'
    | 'remove'
    | 'abandon';
  entity: AuditEntity;
  entityId: string;
  detail?: unknown;
};

/** Records who did what to which record; called inside the transaction that made the change. */
export async function writeAudit(db: Db | Tx, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    actorId: entry.actorId,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId,
    detail: entry.detail ?? null,
  });
}
