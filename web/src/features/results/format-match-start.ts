import { format } from 'date-fns';

/** A match's start as spec 2 shows it ('H:mm, dd MMM yyyy'), or '-' when it has none. */
export function formatMatchStart(start: Date | null): string {
  return start && !Number.isNaN(start.getTime()) ? format(start, 'H:mm, dd MMM yyyy') : '-';
}
