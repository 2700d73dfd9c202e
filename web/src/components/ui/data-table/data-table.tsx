import {
  type ColumnDef,
  type ColumnFiltersState,
  type FilterFn,
  flexRender,
  getCoreRowModel,
  getFilteredRowModel,
  getPaginationRowModel,
  getSortedRowModel,
  type SortingState,
  useReactTable,
} from '@tanstack/react-table';
import { ArrowDown, ArrowUp, ArrowUpDown, Download, Search } from 'lucide-react';
import { type ReactNode, useMemo, useState } from 'react';
import { cellText } from './cell-text';
import { ColumnFilter } from './column-filter';
import { type DataTableColumn, type ExportColumn, PAGE_SIZES } from './data-table-types';
import { downloadCsv, toCsv } from './to-csv';

type Props<T> = {
  /** Names the table for screen readers. */
  caption: string;
  data: T[];
  columns: DataTableColumn<T>[];
  getRowId: (row: T) => string;
  /** Extra cells at the end of each row (edit and delete icons). */
  actions?: (row: T) => ReactNode;
  exportColumns?: ExportColumn<T>[];
  exportFileName?: string;
  emptyText?: string;
  toolbar?: ReactNode;
  /** The width under which the table scrolls sideways; a table whose key columns fit a phone sets less. */
  minWidthClass?: string;
};

/** Case-insensitive, literal: the search text is never read as a pattern. */
const globalFilter: FilterFn<unknown> = (row, _columnId, search: string) => {
  const needle = search.trim().toLowerCase();
  if (!needle) return true;
  return row.getAllCells().some((c) =>
    String(c.getValue() ?? '')
      .toLowerCase()
      .includes(needle),
  );
};

const inSelection: FilterFn<unknown> = (row, columnId, selected: string[] | undefined) =>
  selected === undefined || selected.includes(String(row.getValue(columnId) ?? ''));

/**
 * The generic data table of spec 2: global text search, per-column sort and checkbox filters with
 * 'Show all', 10/20/30/50/100 per page, and CSV export of the rows as filtered and sorted.
 */
export function DataTable<T>(props: Props<T>) {
  const { caption, data, columns, getRowId, actions, exportColumns, exportFileName, emptyText, toolbar } =
    props;
  const { minWidthClass = 'min-w-[36rem]' } = props;
  const [sorting, setSorting] = useState<SortingState>([]);
  const [search, setSearch] = useState('');
  const [filters, setFilters] = useState<ColumnFiltersState>([]);
  const [pagination, setPagination] = useState({ pageIndex: 0, pageSize: 10 });

  const columnDefs = useMemo<ColumnDef<T, string>[]>(
    () =>
      columns.map((column) => ({
        id: column.id,
        header: column.header,
        accessorFn: (row: T) => cellText(column, column.value(row)),
        sortingFn: (a, b) => compareValues(column.value(a.original), column.value(b.original)),
        enableSorting: column.sortable !== false,
        filterFn: inSelection as FilterFn<T>,
        cell: (info) => (column.cell ? column.cell(info.row.original) : info.getValue()),
      })),
    [columns],
  );

  const table = useReactTable({
    data,
    columns: columnDefs,
    getRowId,
    state: { sorting, globalFilter: search, columnFilters: filters, pagination },
    onSortingChange: setSorting,
    onGlobalFilterChange: setSearch,
    onColumnFiltersChange: setFilters,
    onPaginationChange: setPagination,
    globalFilterFn: globalFilter as FilterFn<T>,
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
    getFilteredRowModel: getFilteredRowModel(),
    getPaginationRowModel: getPaginationRowModel(),
    autoResetPageIndex: true,
  });

  const visibleRows = table.getPrePaginationRowModel().rows;
  const exportCsv = () => {
    if (!exportColumns) return;
    const csv = toCsv(
      exportColumns.map((c) => c.header),
      visibleRows.map((row) => exportColumns.map((c) => c.value(row.original))),
    );
    downloadCsv(exportFileName ?? 'export.csv', csv);
  };

  const pageCount = Math.max(1, table.getPageCount());
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center gap-2">
        <label className="relative flex min-w-0 flex-1 items-center">
          <span className="sr-only">Search {caption}</span>
          <Search
            className="pointer-events-none absolute left-3 h-4 w-4 text-[var(--text-muted)]"
            aria-hidden="true"
          />
          <input
            type="search"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            placeholder="Search"
            className="h-10 w-full rounded-lg border border-[var(--border)] bg-[var(--surface-raised)] pl-9 pr-3"
          />
        </label>
        {toolbar}
        {exportColumns && (
          <button type="button" className="btn-ghost border border-[var(--border)]" onClick={exportCsv}>
            <Download className="h-4 w-4" aria-hidden="true" /> Export
          </button>
        )}
      </div>
      <div className="relative overflow-x-auto rounded-xl border border-[var(--border)] bg-[var(--surface-raised)]">
        <table className={`w-full ${minWidthClass} border-collapse text-left text-sm`}>
          <caption className="sr-only">{caption}</caption>
          <thead className="bg-[var(--surface-sunken)] text-xs uppercase tracking-wide text-[var(--text-muted)]">
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => {
                  const column = columns.find((c) => c.id === header.column.id)!;
                  const sorted = header.column.getIsSorted();
                  const SortIcon = sorted === 'asc' ? ArrowUp : sorted === 'desc' ? ArrowDown : ArrowUpDown;
                  return (
                    <th
                      key={header.id}
                      scope="col"
                      className={`px-2 py-2 font-semibold sm:px-3 ${column.className ?? ''}`}
                      aria-sort={
                        sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined
                      }
                    >
                      <div className="flex items-center gap-1">
                        {header.column.getCanSort() ? (
                          <button
                            type="button"
                            className="flex items-center gap-1 rounded uppercase hover:text-[var(--text)]"
                            onClick={header.column.getToggleSortingHandler()}
                          >
                            {column.header}
                            <SortIcon className="h-3.5 w-3.5" aria-hidden="true" />
                          </button>
                        ) : (
                          column.header
                        )}
                        {column.filterable && (
                          <ColumnFilter
                            header={column.header}
                            options={distinctTexts(data, column)}
                            selected={header.column.getFilterValue() as string[] | undefined}
                            onChange={(value) => header.column.setFilterValue(value)}
                          />
                        )}
                      </div>
                    </th>
                  );
                })}
                {actions && (
                  <th scope="col" className="px-3 py-2">
                    <span className="sr-only">Actions</span>
                  </th>
                )}
              </tr>
            ))}
          </thead>
          <tbody>
            {table.getRowModel().rows.map((row) => (
              <tr
                key={row.id}
                className="border-t border-[var(--border)] hover:bg-[var(--surface-sunken)]/60"
              >
                {row.getVisibleCells().map((c) => (
                  <td
                    key={c.id}
                    className={`px-2 py-2 align-middle sm:px-3 ${columns.find((col) => col.id === c.column.id)?.className ?? ''}`}
                  >
                    {flexRender(c.column.columnDef.cell, c.getContext())}
                  </td>
                ))}
                {actions && (
                  <td className="px-3 py-1 text-right">
                    <div className="flex justify-end gap-1">{actions(row.original)}</div>
                  </td>
                )}
              </tr>
            ))}
            {visibleRows.length === 0 && (
              <tr>
                <td
                  colSpan={columns.length + (actions ? 1 : 0)}
                  className="px-3 py-8 text-center text-[var(--text-muted)]"
                >
                  {emptyText ?? 'Nothing to show'}
                </td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <label className="flex items-center gap-2">
          <span className="sr-only">Rows per page</span>
          <select
            value={pagination.pageSize}
            onChange={(e) => table.setPageSize(Number(e.target.value))}
            className="h-10 rounded-lg border border-[var(--border)] bg-[var(--surface-raised)] px-2"
          >
            {PAGE_SIZES.map((size) => (
              <option key={size} value={size}>
                {size} per page
              </option>
            ))}
          </select>
        </label>
        <div className="flex items-center gap-2">
          <button
            type="button"
            className="btn-ghost"
            onClick={() => table.previousPage()}
            disabled={!table.getCanPreviousPage()}
          >
            Previous
          </button>
          <span aria-live="polite">
            Page {pagination.pageIndex + 1} of {pageCount}
          </span>
          <button
            type="button"
            className="btn-ghost"
            onClick={() => table.nextPage()}
            disabled={!table.getCanNextPage()}
          >
            Next
          </button>
        </div>
      </div>
    </div>
  );
}

function compareValues(a: unknown, b: unknown): number {
  if (a === b) return 0;
  if (a === null || a === undefined || a === '') return 1;
  if (b === null || b === undefined || b === '') return -1;
  if (a instanceof Date && b instanceof Date) return a.getTime() - b.getTime();
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a).localeCompare(String(b), undefined, { sensitivity: 'base', numeric: true });
}

function distinctTexts<T>(data: T[], column: DataTableColumn<T>): string[] {
  return [...new Set(data.map((row) => cellText(column, column.value(row))))].sort((a, b) =>
    a.localeCompare(b),
  );
}
