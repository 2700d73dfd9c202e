import { format } from 'date-fns';

export type CsvValue = string | number | boolean | Date | null | undefined;

const BYTE_ORDER_MARK = '\uFEFF';

function cell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return `"${format(value, 'yyyy-MM-dd HH:mm:ss')}"`;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return `"${value.replaceAll('"', '""')}"`;
}

/**
 * CSV as spec 9 asks: comma separator, quoted strings, a header row and a byte-order mark (so
 * spreadsheet programs read UTF-8); dates as yyyy-MM-dd HH:mm:ss.
 */
export function toCsv(header: string[], rows: CsvValue[][]): string {
  const lines = [header.map(cell).join(','), ...rows.map((row) => row.map(cell).join(','))];
  return `${BYTE_ORDER_MARK}${lines.join('\r\n')}\r\n`;
}

/** Hands a CSV text to the browser as a file download. */
export function downloadCsv(fileName: string, csv: string): void {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
