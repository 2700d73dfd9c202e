import { AUDIT_ENTITIES, type AuditEntry } from '@kickchips/core';
import { useId, useState } from 'react';
import { DataTable } from '../../../components/ui/data-table/data-table';
import { QueryProblem } from '../../../components/ui/query-problem/query-problem';
import { useAudit } from '../api/get-audit';
import { exportDate } from '../format-date';
import { LongText } from '../long-text';
import { ServerPager } from '../server-pager';

const when = (value: unknown) => (value ? new Date(String(value)).toLocaleString() : '-');
const change = (entry: AuditEntry) => (entry.detail == null ? '' : JSON.stringify(entry.detail));

/** The audit log, newest first: who did what to which record, when, and the change. */
export function AuditRoute() {
  const [page, setPage] = useState(1);
  const [entity, setEntity] = useState('');
  const audit = useAudit(page, entity);
  const entityId = useId();
  return (
    <section className="flex flex-col gap-4">
      <h2 className="text-2xl font-bold">Audit</h2>
      <div className="flex max-w-xs flex-col gap-1">
        <label htmlFor={entityId} className="label">
          Records of
        </label>
        <select
          id={entityId}
          className="input"
          value={entity}
          onChange={(event) => {
            setEntity(event.target.value);
            setPage(1);
          }}
        >
          <option value="">Every kind</option>
          {AUDIT_ENTITIES.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </select>
      </div>
      {audit.isSuccess ? (
        <div className="card relative overflow-x-auto">
          <DataTable<AuditEntry>
            caption="Audit log"
            data={audit.data}
            getRowId={(entry) => entry._id}
            emptyText="Nothing recorded yet"
            minWidthClass="min-w-[20rem]"
            columns={[
              { id: 'createdAt', header: 'When', value: (entry) => entry.createdAt, format: when },
              {
                id: 'actor',
                header: 'Who',
                value: (entry) => entry.actor?.username ?? 'The server',
                cell: (entry) => <LongText text={entry.actor?.username ?? 'The server'} />,
                filterable: true,
              },
              { id: 'action', header: 'What', value: (entry) => entry.action, filterable: true },
              { id: 'entity', header: 'Entity', value: (entry) => entry.entity, filterable: true },
              {
                id: 'change',
                header: 'Change',
                value: change,
                className: 'hidden md:table-cell',
                cell: (entry) => (
                  <code className="block max-w-[24rem] truncate text-xs" title={change(entry)}>
                    {change(entry) || '-'}
                  </code>
                ),
              },
            ]}
            exportColumns={[
              { header: 'when', value: (entry) => exportDate(entry.createdAt) },
              { header: 'who', value: (entry) => entry.actor?.username ?? '' },
              { header: 'what', value: (entry) => entry.action },
              { header: 'entity', value: (entry) => entry.entity },
              { header: 'entityId', value: (entry) => entry.entityId },
              { header: 'change', value: change },
            ]}
            exportFileName="audit.csv"
          />
          <ServerPager label="Audit batches" page={page} rows={audit.data.length} onPage={setPage} />
        </div>
      ) : (
        <QueryProblem
          loadingLabel="Loading the audit log"
          failure={audit.isError ? audit.error.message : null}
          onRetry={() => void audit.refetch()}
        />
      )}
    </section>
  );
}
