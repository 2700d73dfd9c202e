import type { ReactNode } from 'react';
import type { CsvValue } from './to-csv';

export type CellValue = string | number | boolean | Date | null | undefined;

export type DataTableColumn<T> = {
  id: string;
  header: string;
  /** The value searched, sorted, filtered and exported. */
  value: (row: T) => CellValue;
  /** How the value reads in a cell and in the filter list; defaults to the value as text. */
  format?: (value: CellValue) => string;
  /** A custom cell; defaults to the formatted value. */
  cell?: (row: T) => ReactNode;
  sortable?: boolean;
  /** Offer a checkbox filter of this column's distinct values. */
  filterable?: boolean;
  /** Classes of the column's header and cells, such as `hidden sm:table-cell` for a column phones skip. */
  className?: string;
};

export type ExportColumn<T> = { header: string; value: (row: T) => CsvValue };

export const PAGE_SIZES = [10, 20, 30, 50, 100] as const;
