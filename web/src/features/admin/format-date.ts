import { format } from 'date-fns';

/** Dates of the admin lists: MM-dd-yyyy, '-' when there is none. */
export function formatDate(value: unknown): string {
  if (!value) return '-';
  const date = value instanceof Date ? value : new Date(String(value));
  return Number.isNaN(date.getTime()) ? '-' : format(date, 'MM-dd-yyyy');
}
