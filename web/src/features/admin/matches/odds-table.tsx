import type { BetType } from '@kickchips/core';
import type { OddRow } from './odd-row';
import { SectionTable } from './section-table';

type Props = {
  eventType: string;
  betType: BetType;
  rows: OddRow[];
  onChange: (row: OddRow) => void;
  onCommit: (row: OddRow) => void;
  onAdd: () => void;
  onRemove: (row: OddRow) => void;
};

const parse = (text: string) => (text.trim() === '' ? null : Number(text));

/** The Over or Under table of one event type: editable Threshold and Odds Value, Add and Remove. */
export function OddsTable({ eventType, betType, rows, onChange, onCommit, onAdd, onRemove }: Props) {
  const side = betType === 'over' ? 'Over' : 'Under';
  return (
    <div className="flex flex-col gap-2">
      <h4 className="font-semibold">{side}</h4>
      <SectionTable columns={['Threshold', 'Odds Value', { srOnly: 'Remove' }]}>
        {rows.map((row) => (
          <tr key={row._id} data-odd-id={row._id}>
            <td>
              <input
                className="input w-20"
                type="number"
                step="0.5"
                min={0}
                aria-label={`${eventType} ${side} threshold`}
                value={row.threshold ?? ''}
                onChange={(event) => onChange({ ...row, threshold: parse(event.target.value) })}
                onBlur={() => onCommit(row)}
              />
            </td>
            <td>
              <input
                className="input w-20"
                type="number"
                step="0.1"
                min={1}
                aria-label={`${eventType} ${side} odds value`}
                value={row.odds ?? ''}
                onChange={(event) => onChange({ ...row, odds: parse(event.target.value) })}
                onBlur={() => onCommit(row)}
              />
            </td>
            <td>
              <button type="button" className="btn-ghost text-[var(--danger)]" onClick={() => onRemove(row)}>
                Remove
              </button>
            </td>
          </tr>
        ))}
      </SectionTable>
      <button type="button" className="btn-outline self-start" onClick={onAdd}>
        Add {side} Odd
      </button>
    </div>
  );
}
