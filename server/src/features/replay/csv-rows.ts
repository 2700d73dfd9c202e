export type CsvRow = { line: number; fields: string[] };

/**
 * Splits CSV text into rows of trimmed fields, with 1-based line numbers for error messages. A
 * field may be quoted ("a,b", with "" for a quote); quoted fields do not span lines in the
 * timelines we read. Blank lines are skipped.
 */
export function csvRows(text: string): CsvRow[] {
  const rows: CsvRow[] = [];
  text.split(/\r?\n/).forEach((raw, index) => {
    if (raw.trim() === '') return;
    const fields: string[] = [];
    let field = '';
    let quoted = false;
    for (let i = 0; i < raw.length; i++) {
      const char = raw[i];
      if (quoted) {
        if (char === '"' && raw[i + 1] === '"') {
          field += '"';
          i++;
        } else if (char === '"') quoted = false;
        else field += char;
      } else if (char === '"') quoted = true;
      else if (char === ',') {
        fields.push(field.trim());
        field = '';
      } else field += char;
    }
    fields.push(field.trim());
    rows.push({ line: index + 1, fields });
  });
  return rows;
}
