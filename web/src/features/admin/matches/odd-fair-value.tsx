import { isAboveFair } from '@kickchips/core';
import { TriangleAlert } from 'lucide-react';
import type { OddLine } from './odd-chance';

/**
 * Beside a pinned line's price, what the model makes of it: its fair price and what a chip staked
 * at the price returns on average ('Fair x2.63 · returns 0.88 per chip'); a price that returns more
 * than a chip is marked 'Above fair'. Nothing while the model has no chance for the line.
 */
export function OddFairValue({ line }: { line: OddLine }) {
  const { fairPrice, returnPerChip } = line;
  if (returnPerChip === null) return null;
  const fair = fairPrice === null ? 'no fair price' : `Fair x${fairPrice.toFixed(2)}`;
  const text = `${fair} · returns ${returnPerChip.toFixed(2)} per chip`;
  if (!isAboveFair(line)) return <span className="tabular-nums text-[var(--text-muted)]">{text}</span>;
  return (
    <span className="inline-flex flex-wrap items-center gap-1 font-medium text-[var(--danger)]">
      <span className="badge badge-danger inline-flex items-center gap-1">
        <TriangleAlert aria-hidden="true" className="h-3 w-3" />
        Above fair
      </span>{' '}
      <span className="tabular-nums">{text}</span>
    </span>
  );
}
