import type { ReactNode } from 'react';
import type { OddLine } from './odd-chance';

type Props = {
  /** Undefined for a draft the server has not answered yet. */
  line: OddLine | undefined;
  name: string;
  unpinning: boolean;
  onUnpin: () => void;
  /** The line's other actions (Remove), after Unpin. */
  children: ReactNode;
};

/**
 * Under a line of an automatically priced match: 'Pinned' (the admin's price, with Unpin to hand it
 * back) or 'Automatic', whether players may bet on it this round, and the line's actions, kept on
 * this line so the prices and the chance fit a phone's width.
 */
export function OddLineStatus({ line, name, unpinning, onUnpin, children }: Props) {
  return (
    <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
      {line?.pinned ? <span className="badge badge-gold">Pinned</span> : null}
      {line && !line.pinned ? <span className="badge badge-outline">Automatic</span> : null}
      {line && !line.offered ? (
        <span className="text-[var(--text-muted)]">Not offered this round</span>
      ) : null}
      <span className="ml-auto flex items-center gap-1">
        {line?.pinned ? (
          <button
            type="button"
            className="btn-ghost"
            aria-label={`Unpin ${name}`}
            disabled={unpinning}
            onClick={onUnpin}
          >
            Unpin
          </button>
        ) : null}
        {children}
      </span>
    </div>
  );
}
