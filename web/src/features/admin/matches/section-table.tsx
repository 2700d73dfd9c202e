import type { ReactNode } from 'react';

/** A column's header text; `srOnly` for a column of buttons, whose header only screen readers need. */
type Column = string | { srOnly: string };

/** The compact table of the match sections, one header cell a column, `children` the rows. */
export function SectionTable({ columns, children }: { columns: readonly Column[]; children: ReactNode }) {
  return (
    <table className="w-full text-left text-sm [&_td]:px-2 [&_td]:py-1 [&_th]:px-2 [&_th]:py-1">
      <thead>
        <tr>
          {columns.map((column) =>
            typeof column === 'string' ? (
              <th key={column}>{column}</th>
            ) : (
              <th key={column.srOnly}>
                <span className="sr-only">{column.srOnly}</span>
              </th>
            ),
          )}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}
