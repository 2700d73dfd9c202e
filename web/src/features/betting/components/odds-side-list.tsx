import { payout } from '@kickchips/core';
import { ChevronDown, ChevronUp } from 'lucide-react';
import { useId, useState } from 'react';
import { cn } from '../../../lib/cn';
import type { MatchOdd } from '../api/use-match-odds';
import { pageOf } from '../page-of';
import { stakeBackNote } from '../stake-back-note';
import { Blockable } from './blockable';
import { PriceMove, priceMoveOf } from './price-move';

/** Odds pages are 3 per side (spec 9). */
export const ODDS_PAGE_SIZE = 3;

type OddsSideListProps = {
  side: 'over' | 'under';
  category: string;
  /** This side's odds of the category, by threshold. */
  odds: readonly MatchOdd[];
  /** The amount in the box; 0 shows multipliers instead of payouts. */
  amount: number;
  selectedId: string | null;
  onToggle: (oddId: string) => void;
  blockedReason: string | null;
};

/**
 * The OVER or the UNDER list (spec 2): three odds a page with up and down arrows and n/m; each row
 * shows its threshold and the payout of the amount, or an x multiplier when no amount is entered,
 * with which way its price moved since the round before (game-rules 20) as the button's description:
 * its name stays what it pays.
 */
export function OddsSideList({
  side,
  category,
  odds,
  amount,
  selectedId,
  onToggle,
  blockedReason,
}: OddsSideListProps) {
  const [page, setPage] = useState(1);
  const moveIdBase = useId();
  const label = side.toUpperCase();
  const shown = pageOf(odds, page, ODDS_PAGE_SIZE);
  const sideName = side === 'over' ? 'Over' : 'Under';
  return (
    <div className="flex min-w-0 flex-col gap-2">
      <div className="flex flex-wrap items-center justify-between gap-x-2">
        <h3 className="text-xl">{label}</h3>
        <div className="flex items-center gap-1">
          <button
            type="button"
            className="btn-ghost btn-icon"
            aria-label={`Previous ${label} odds`}
            disabled={shown.page <= 1}
            onClick={() => setPage(shown.page - 1)}
          >
            <ChevronUp aria-hidden="true" className="h-5 w-5" />
          </button>
          <span className="min-w-8 text-center text-sm tabular-nums">
            {shown.page}/{shown.pages}
          </span>
          <button
            type="button"
            className="btn-ghost btn-icon"
            aria-label={`Next ${label} odds`}
            disabled={shown.page >= shown.pages}
            onClick={() => setPage(shown.page + 1)}
          >
            <ChevronDown aria-hidden="true" className="h-5 w-5" />
          </button>
        </div>
      </div>
      {odds.length === 0 ? (
        <p className="text-sm text-[var(--text-muted)]">
          No {label} odds for {category}
        </p>
      ) : (
        <ul className="flex flex-col gap-2">
          {shown.items.map((odd) => {
            const stakeBack = stakeBackNote(odd.odds, amount);
            const value = amount > 0 ? `pays ${payout(odd.odds, amount)} chips${stakeBack}` : `x${odd.odds}`;
            const moveId = `${moveIdBase}-${odd._id}`;
            const moved = priceMoveOf(odd.odds, odd.previousOdds) !== null;
            const move = <PriceMove id={moveId} odds={odd.odds} previousOdds={odd.previousOdds} />;
            return (
              <li key={odd._id}>
                <Blockable reason={blockedReason}>
                  <button
                    type="button"
                    aria-pressed={odd._id === selectedId}
                    aria-disabled={blockedReason ? true : undefined}
                    aria-label={`${sideName} ${odd.threshold} ${category}, ${value}`}
                    {...(moved ? { 'aria-describedby': moveId } : {})}
                    onClick={blockedReason ? undefined : () => onToggle(odd._id)}
                    className={cn(
                      'group flex min-h-11 w-full items-center justify-between gap-3 rounded-lg border border-[var(--border-strong)] px-3 py-2',
                      'hover:bg-[var(--surface-sunken)] focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-[var(--ring)]',
                      'aria-pressed:border-[var(--color-chip-600)] aria-pressed:bg-[var(--color-chip-500)] aria-pressed:text-[var(--accent-contrast)]',
                      'aria-disabled:cursor-not-allowed aria-disabled:opacity-60',
                    )}
                  >
                    <span className="display text-2xl tabular-nums">{odd.threshold}</span>
                    {amount > 0 ? (
                      <span className="flex flex-col items-end">
                        <span className="flex items-baseline gap-1 font-bold tabular-nums">
                          {move}
                          <span className="text-xs font-semibold uppercase opacity-75">pays</span>
                          {payout(odd.odds, amount)}
                        </span>
                        {stakeBack ? <span className="text-xs opacity-75">your stake back</span> : null}
                      </span>
                    ) : (
                      <span className="flex items-center gap-1 font-bold tabular-nums">
                        {move}x{odd.odds}
                      </span>
                    )}
                  </button>
                </Blockable>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
