import { useEffect, useId, useRef } from 'react';
import { OddChance, type OddLine } from './odd-chance';
import { OddLineStatus } from './odd-line-status';
import type { OddField, OddRefusal, OddRow } from './odd-row';

type Props = {
  row: OddRow;
  /** What the line counts, for the fields' names: 'Corner', or 'Corner · Harbour City' for a team's line. */
  subject: string;
  /** 'Over' or 'Under', for the fields' names. */
  side: string;
  /** What the row's saved odd is called ('Over 1.5 Goal'), for its refusal. */
  name: string;
  refusal: OddRefusal | undefined;
  /** What the pricing model says of the saved line, shown while the match is priced automatically. */
  pricing: { line: OddLine | undefined; handing: boolean } | null;
  /** The columns of the table, so that the refusal's line spans them all. */
  columns: number;
  onChange: (row: OddRow) => void;
  onCommit: (row: OddRow) => void;
  onCancel: (row: OddRow) => void;
  onRemove: (row: OddRow) => void;
  onUnpin: (row: OddRow) => void;
  onOfferAgain: (row: OddRow) => void;
};

const parse = (text: string) => (text.trim() === '' ? null : Number(text));

/**
 * One odd of the odds editor: its Threshold and Odds Value, saved on leaving a field, and Remove. A
 * refused value stays as typed, marked, with the reason on the line beneath and a Cancel that puts
 * the saved value back (Escape in either field does the same). While the match is priced
 * automatically, the line's chance follows its price, and the line beneath says whose price it is
 * (with a pinned price's worth under the model) and whether it is on offer or withdrawn, with Unpin
 * and Remove, or Offer again.
 */
export function OddEditorRow({
  row,
  subject,
  side,
  name,
  refusal,
  pricing,
  columns,
  onChange,
  onCommit,
  onCancel,
  onRemove,
  onUnpin,
  onOfferAgain,
}: Props) {
  const messageId = useId();
  const oddsInput = useRef<HTMLInputElement>(null);
  const pinned = pricing?.line?.pinned;
  const wasPinned = useRef(pinned);
  useEffect(() => {
    // Unpin goes with the pin: the keyboard carries on from the line's price, not the top of the page
    if (wasPinned.current && pinned === false && document.activeElement === document.body) {
      oddsInput.current?.focus();
    }
    wasPinned.current = pinned;
  }, [pinned]);
  const field = (which: OddField, label: string, step: string, min: number) => {
    const invalid = refusal !== undefined && (refusal.field === null || refusal.field === which);
    return (
      <input
        ref={which === 'odds' ? oddsInput : undefined}
        className="input w-20"
        type="number"
        step={step}
        min={min}
        aria-label={`${subject} ${side} ${label}`}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? messageId : undefined}
        value={row[which] ?? ''}
        onChange={(event) => onChange({ ...row, [which]: parse(event.target.value) })}
        onBlur={() => onCommit(row)}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && refusal) onCancel(row);
        }}
      />
    );
  };
  const remove = (
    <button type="button" className="btn-ghost text-[var(--danger)]" onClick={() => onRemove(row)}>
      Remove
    </button>
  );
  return (
    <>
      <tr data-odd-id={row._id}>
        <td>{field('threshold', 'threshold', '0.5', 0)}</td>
        <td>{field('odds', 'odds value', '0.1', 1)}</td>
        <td>{pricing ? <OddChance line={pricing.line} /> : remove}</td>
      </tr>
      {pricing ? (
        <tr>
          <td colSpan={columns} className="border-b border-[var(--border)] pb-2">
            <OddLineStatus
              line={pricing.line}
              name={name}
              handing={pricing.handing}
              onUnpin={() => onUnpin(row)}
              onOfferAgain={() => onOfferAgain(row)}
            >
              {remove}
            </OddLineStatus>
          </td>
        </tr>
      ) : null}
      {refusal ? (
        <tr>
          <td colSpan={columns}>
            <div className="flex flex-wrap items-center gap-2">
              <p
                id={messageId}
                role="alert"
                className="min-w-0 text-sm font-medium text-amber-700 [overflow-wrap:anywhere] dark:text-amber-400"
              >
                {name}: {refusal.message}
              </p>
              <button
                type="button"
                className="btn-ghost"
                aria-label={`Cancel the change to ${name}`}
                onClick={() => onCancel(row)}
              >
                Cancel
              </button>
            </div>
          </td>
        </tr>
      ) : null}
    </>
  );
}
