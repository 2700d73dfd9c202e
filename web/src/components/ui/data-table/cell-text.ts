import type { CellValue, DataTableColumn } from './data-table-types';

/** The text a column shows for a value: its own format, else the value as text ('' when empty). */
export function cellText<T>(column: DataTableColumn<T>, value: CellValue): string {
  if (column.format) return column.format(value);
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString();
  return String(value);
}
