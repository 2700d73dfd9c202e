import type { AuditEntry } from '@kickchips/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { adminKeys } from './admin-keys';

/** GET admin/audit: the newest entries of the audit log. */
export async function getAudit(): Promise<AuditEntry[]> {
  return (await api.get<AuditEntry[]>('/api/admin/audit')).data;
}

export const auditQueryOptions = () => queryOptions({ queryKey: adminKeys.audit, queryFn: getAudit });

export function useAudit() {
  return useQuery(auditQueryOptions());
}
