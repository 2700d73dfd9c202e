import type { AuditEntry } from '@kickchips/core';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { adminKeys } from './admin-keys';

/** GET admin/audit?page=: a page of the audit log, newest first. */
export async function getAudit(page: number): Promise<AuditEntry[]> {
  return (await api.get<AuditEntry[]>(`/api/admin/audit?page=${page}`)).data;
}

export const auditQueryOptions = (page: number) =>
  queryOptions({
    queryKey: adminKeys.auditPage(page),
    queryFn: () => getAudit(page),
    placeholderData: keepPreviousData,
  });

export function useAudit(page: number) {
  return useQuery(auditQueryOptions(page));
}
