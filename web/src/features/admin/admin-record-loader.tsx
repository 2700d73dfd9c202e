import type { ReactNode } from 'react';
import { Spinner } from '../../components/ui/spinner/spinner';
import { useAdminRecord } from './api/get-admin-record';

type Props<T> = {
  /** The admin resource, e.g. 'user' for /api/admin/user/{id}. */
  resource: 'user' | 'avatar';
  /** The record's id, or 'new' for a form that creates one. */
  id: string;
  children: (record: T | null) => ReactNode;
};

/** Loads one admin record for its form: a spinner while loading, the error if it fails, null for 'new'. */
export function AdminRecordLoader<T>({ resource, id, children }: Props<T>) {
  const record = useAdminRecord<T>(resource, id);
  if (id !== 'new' && record.isPending) return <Spinner label={`Loading ${resource}`} />;
  if (record.isError)
    return (
      <p role="alert" className="text-[var(--danger)]">
        {record.error.message}
      </p>
    );
  return children(record.data ?? null);
}
