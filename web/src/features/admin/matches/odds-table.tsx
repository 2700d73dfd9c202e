import type { BetType } from '@kickchips/core';
import type { OddLine } from './odd-chance';
import { OddEditorRow } from './odd-editor-row';
import type { OddRefusal, OddRow } from './odd-row';
import { SectionTable } from './section-table';

export type OddsTableProps = {
  /** What the lines count: 'Corner', or 'Corner · Harbour City' for a team's lines. */
  subject: string;
  betType: BetType;
  rows: OddRow[];
  refusals: Readonly<Record<string, OddRefusal>>;
  /** The saved lines by id, with their chance and whether they are pinned and offered. */
  lines: ReadonlyMap<string, OddLine>;
  /** Whether the match is priced automatically: then each line shows its chance and status. */
  autoPricing: boolean;
  /** The line being handed back to automatic pricing (Unpin or Offer again). */
  handing: string | null;
  /** What each row's odd is called, by its saved threshold. */
  nameOf: (row: OddRow) => string;
  onChange: (row: OddRow) => void;
  onCommit: (row: OddRow) => void;
  onCancel: (row: OddRow) => void;
  /** Adds a draft line; absent for a team's lines, which the pricing model alone offers. */
  onAdd?: () => void;
  onRemove: (row: OddRow) => void;
  onUnpin: (row: OddRow) => void;
  onOfferAgain: (row: OddRow) => void;
};

const COLUMNS = ['Threshold', 'Odds Value', { srOnly: 'Remove' }] as const;
/** Priced, a line's Unpin and Remove go on the line beneath it, with its status. */
const PRICED_COLUMNS = ['Threshold', 'Odds Value', 'Chance'] as const;

/**
 * The Over or Under table of one event type, or of one team's lines of it: editable Threshold and
 * Odds Value, Add and Remove; with automatic pricing, each line's chance, and whether it is pinned
 * or automatic and on offer.
 */
export function OddsTable({
  subject,
  betType,
  rows,
  refusals,
  lines,
  autoPricing,
  handing,
  nameOf,
  onAdd,
  ...handlers
}: OddsTableProps) {
  const side = betType === 'over' ? 'Over' : 'Under';
  const columns = autoPricing ? PRICED_COLUMNS : COLUMNS;
  return (
    <div className="flex min-w-0 flex-col gap-2">
      <h4 className="font-semibold">{side}</h4>
      <SectionTable columns={columns}>
        {rows.map((row) => (
          <OddEditorRow
            key={row._id}
            row={row}
            subject={subject}
            side={side}
            name={nameOf(row)}
            refusal={refusals[row._id]}
            pricing={autoPricing ? { line: lines.get(row._id), handing: handing === row._id } : null}
            columns={columns.length}
            {...handlers}
          />
        ))}
      </SectionTable>
      {onAdd ? (
        <button type="button" className="btn-outline self-start" onClick={onAdd}>
          Add {side} Odd
        </button>
      ) : null}
    </div>
  );
}
