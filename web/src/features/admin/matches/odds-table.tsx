import type { BetType } from '@kickchips/core';
import { OddEditorRow } from './odd-editor-row';
import type { OddRefusal, OddRow } from './odd-row';
import { SectionTable } from './section-table';

type Props = {
  betType: BetType;
  rows: OddRow[];
  refusals: Readonly<Record<string, OddRefusal>>;
  /** What each row's odd is called, by its saved threshold. */
  nameOf: (row: OddRow) => string;
  onChange: (row: OddRow) => void;
  onCommit: (row: OddRow) => void;
  onCancel: (row: OddRow) => void;
  onAdd: () => void;
  onRemove: (row: OddRow) => void;
};

const COLUMNS = ['Threshold', 'Odds Value', { srOnly: 'Remove' }] as const;

/** The Over or Under table of one event type: editable Threshold and Odds Value, Add and Remove. */
export function OddsTable({ betType, rows, refusals, nameOf, onAdd, ...handlers }: Props) {
  const side = betType === 'over' ? 'Over' : 'Under';
  return (
    <div className="flex min-w-0 flex-col gap-2">
      <h4 className="font-semibold">{side}</h4>
      <SectionTable columns={COLUMNS}>
        {rows.map((row) => (
          <OddEditorRow
            key={row._id}
            row={row}
            side={side}
            name={nameOf(row)}
            refusal={refusals[row._id]}
            columns={COLUMNS.length}
            {...handlers}
          />
        ))}
      </SectionTable>
      <button type="button" className="btn-outline self-start" onClick={onAdd}>
        Add {side} Odd
      </button>
    </div>
  );
}
