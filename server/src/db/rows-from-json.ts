import { getTableColumns, type InferSelectModel, type Table } from 'drizzle-orm';

/**
 * Rows of `table` as a Drizzle select reads them (its field names, Dates for timestamps, parsed
 * numbers and JSON), from `row_to_json` objects keyed by column name: for a statement that reads a
 * row and its children in one round trip with `json_agg`.
 */
export function rowsFromJson<T extends Table>(
  table: T,
  rows: readonly Record<string, unknown>[],
): InferSelectModel<T>[] {
  const columns = Object.entries(getTableColumns(table));
  return rows.map(
    (json) =>
      Object.fromEntries(
        columns.map(([field, column]) => {
          const value = json[column.name];
          return [field, value === null || value === undefined ? null : column.mapFromDriverValue(value)];
        }),
      ) as InferSelectModel<T>,
  );
}
