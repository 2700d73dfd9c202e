import type { ReactNode } from 'react';
import type { OddLine } from './odd-chance';
import { OddFairValue } from './odd-fair-value';

type Props = {
  /** Undefined for a draft the server has not answered yet. */
  line: OddLine | undefined;
  name: string;
  /** Whether the line is being handed back to the pricing model (Unpin or Offer again). */
  handing: boolean;
  onUnpin: () => void;
  onOfferAgain: () => void;
  /** The line's other actions (Remove), after Unpin; a withdrawn line has none but Offer again. */
  children: ReactNode;
};

/**
 * Under a line of an automatically priced match: 'Pinned' (the admin's price, with what it is worth
 * under the model and Unpin to hand it back), 'Automatic', or 'Withdrawn' (removed by the admin for
 * the rest of the match, with Offer again); whether players may bet on it this round; and the
 * line's actions, kept on this line so the prices and the chance fit a phone's width.
 */
export function OddLineStatus({ line, name, handing, onUnpin, onOfferAgain, children }: Props) {
  const action = (label: string, onClick: () => void) => (
    <button
      type="button"
      className="btn-ghost"
      aria-label={`${label} ${name}`}
      disabled={handing}
      onClick={onClick}
    >
      {label}
    </button>
  );
  if (line?.withdrawn) {
    return (
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
        <span className="badge badge-outline">Withdrawn</span>
        <span className="text-[var(--text-muted)]">Out of every round until offered again</span>
        <span className="ml-auto flex items-center gap-1">{action('Offer again', onOfferAgain)}</span>
      </div>
    );
  }
  return (
    <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
      {line?.pinned ? <span className="badge badge-gold">Pinned</span> : null}
      {line && !line.pinned ? <span className="badge badge-outline">Automatic</span> : null}
      {line?.pinned ? <OddFairValue line={line} /> : null}
      {line && !line.offered ? (
        <span className="text-[var(--text-muted)]">Not offered this round</span>
      ) : null}
      <span className="ml-auto flex items-center gap-1">
        {line?.pinned ? action('Unpin', onUnpin) : null}
        {children}
      </span>
    </div>
  );
}
