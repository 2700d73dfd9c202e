import type { OddLine } from './odd-chance';

type Props = { line: OddLine | undefined; name: string; unpinning: boolean; onUnpin: () => void };

/**
 * Under a line of an automatically priced match: 'Pinned' (the admin's price, with Unpin to hand it
 * back) or 'Automatic', and whether players may bet on it this round.
 */
export function OddLineStatus({ line, name, unpinning, onUnpin }: Props) {
  if (!line) return null;
  return (
    <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
      {line.pinned ? (
        <span className="badge badge-gold">Pinned</span>
      ) : (
        <span className="badge badge-outline">Automatic</span>
      )}
      {line.offered ? null : <span className="text-[var(--text-muted)]">Not offered this round</span>}
      {line.pinned ? (
        <button
          type="button"
          className="btn-ghost ml-auto"
          aria-label={`Unpin ${name}`}
          disabled={unpinning}
          onClick={onUnpin}
        >
          Unpin
        </button>
      ) : null}
    </div>
  );
}
