import { Pencil } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { DataTable } from '../../components/ui/data-table/data-table';
import type { DataTableColumn, ExportColumn } from '../../components/ui/data-table/data-table-types';
import { DeleteButton } from '../../components/ui/delete-button/delete-button';
import { Spinner } from '../../components/ui/spinner/spinner';
import { useDeleteAdminRecord } from './api/delete-admin-record';
import { useAdminList } from './api/get-admin-list';

type Props<T> = {
  title: string;
  resource: 'user' | 'avatar' | 'match';
  columns: DataTableColumn<T>[];
  exportColumns: ExportColumn<T>[];
  exportFileName: string;
  addLabel: string;
  addTo: string;
  editTo: (row: T) => string;
  rowName: (row: T) => string;
  /** More actions of a row, before edit and delete. */
  rowActions?: (row: T) => ReactNode;
  /** What the last change made here means, read out once (a user added: how they sign in). */
  notice?: ReactNode;
};

/** An admin list screen: the data table with edit and delete icons, Add and CSV export. */
export function AdminList<T extends { _id: string }>(props: Props<T>) {
  const rows = useAdminList<T>(props.resource);
  const remove = useDeleteAdminRecord(props.resource);
  return (
    <section className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-2xl font-bold">{props.title}</h2>
        <Link className="btn-primary" to={props.addTo}>
          {props.addLabel}
        </Link>
      </div>
      {props.notice ? (
        <p role="status" className="card [overflow-wrap:anywhere]">
          {props.notice}
        </p>
      ) : null}
      {rows.isPending ? <Spinner label={`Loading ${props.title}`} /> : null}
      {rows.isError ? (
        <p role="alert" className="text-[var(--danger)]">
          {rows.error.message}
        </p>
      ) : null}
      {rows.isSuccess ? (
        <div className="card relative overflow-x-auto">
          <DataTable
            caption={props.title}
            data={rows.data}
            columns={props.columns}
            getRowId={(row) => row._id}
            exportColumns={props.exportColumns}
            exportFileName={props.exportFileName}
            emptyText={`No ${props.title.toLowerCase()} yet`}
            actions={(row) => (
              <div className="flex gap-1">
                {props.rowActions?.(row)}
                <Link
                  className="btn-ghost btn-icon"
                  to={props.editTo(row)}
                  aria-label={`Edit ${props.rowName(row)}`}
                >
                  <Pencil aria-hidden="true" className="h-5 w-5" />
                </Link>
                <DeleteButton
                  iconOnly
                  label={`Delete ${props.rowName(row)}`}
                  onDelete={() => remove.mutateAsync(row._id)}
                />
              </div>
            )}
          />
        </div>
      ) : null}
    </section>
  );
}
