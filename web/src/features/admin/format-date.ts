import { format } from 'date-fns';

/** Dates of the admin lists: MM-dd-yyyy, '-' when there is none. */
export function formatDate(value: unknown): string {
  if (!value) return '-';
  const date = value instanceof Date ? value : new Date(String(value));
  return Number.isNaN(date.getTime()) ? '-' : format(date, 'MM-dd-yyyy');
}

/**
 * An API time as a Date for the CSV exports, which write dates as yyyy-MM-dd HH:mm:ss (spec 9);
 * null (an empty cell) when there is none or it is not a time.
 */
export function exportDate(value: string | null | undefined): Date | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}
