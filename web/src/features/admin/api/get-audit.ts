import type { AuditEntry } from '@kickchips/core';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { adminKeys } from './admin-keys';

/** GET admin/audit?page=&entity=: a page of the audit log, newest first, of one kind of record or all. */
export async function getAudit(page: number, entity: string): Promise<AuditEntry[]> {
  const query = new URLSearchParams({ page: String(page), ...(entity ? { entity } : {}) });
  return (await api.get<AuditEntry[]>(`/api/admin/audit?${query}`)).data;
}

export const auditQueryOptions = (page: number, entity = '') =>
  queryOptions({
    queryKey: adminKeys.auditPage(page, entity),
    queryFn: () => getAudit(page, entity),
    placeholderData: keepPreviousData,
  });

export function useAudit(page: number, entity: string) {
  return useQuery(auditQueryOptions(page, entity));
}
