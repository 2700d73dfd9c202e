import type { LobbyDetails } from '@kickchips/core';
import { X } from 'lucide-react';
import { cn } from '../../../lib/cn';
import { resultLines } from './round-result';
import { useRoundResults } from './use-round-results';

/**
 * The result moment (issue 19 item 2): a card at the foot of the screen telling a player how the
 * round that just settled went for them. It does not block play (nothing else is covered but the
 * page's foot, it goes by itself and can be closed) and sits in a polite live region, present
 * before any result, so screen readers hear each one.
 */
export function ResultMoment({ details }: { details: LobbyDetails }) {
  const { result, dismiss } = useRoundResults(details);
  const outcome = !result
    ? null
    : result.bets.length === 0
      ? 'none'
      : result.bets.reduce((sum, bet) => sum + bet.chips, 0) >= 0
        ? 'up'
        : 'down';
  return (
    <div
      role="status"
      aria-label="Round result"
      className="pointer-events-none fixed inset-x-0 bottom-4 z-40 flex justify-center px-4"
    >
      {result ? (
        <div
          data-testid="result-moment"
          className={cn(
            'pointer-events-auto flex w-full max-w-sm items-start gap-3 rounded-xl border-l-4 bg-[var(--surface-raised)] p-3 shadow-lg',
            outcome === 'up' && 'border-[var(--success)]',
            outcome === 'down' && 'border-[var(--danger)]',
            outcome === 'none' && 'border-[var(--border-strong)]',
          )}
        >
          <div className="flex min-w-0 flex-1 flex-col gap-0.5">
            <p className="kicker">Round {result.roundNumber} result</p>
            <p className="font-semibold break-words whitespace-pre-line tabular-nums">
              {resultLines(result).join('\n')}
            </p>
          </div>
          <button
            type="button"
            className="btn-outline min-h-11 min-w-11 shrink-0 p-0"
            aria-label="Close the round result"
            onClick={dismiss}
          >
            <X aria-hidden="true" className="h-4 w-4" />
          </button>
        </div>
      ) : null}
    </div>
  );
}
