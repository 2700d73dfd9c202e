import type { LobbyDetails } from '@kickchips/core';
import { X } from 'lucide-react';
import { useState } from 'react';
import { cn } from '../../../lib/cn';
import { resultLines } from './round-result';
import { useMomentSlot } from './use-moment-slot';
import { useRoundResults } from './use-round-results';

/**
 * The result moment (issue 19 item 2): a card telling a player how the round that just settled went
 * for them. It does not block play: it never covers the bet slip or the betting status (issue 29
 * item 2). On a wide screen it sits over the chat column; on a narrow one at the foot, or at the
 * top under the sticky bars when the slip is at the foot, and it waits while the slip fills the
 * screen. It goes by itself once seen and can be closed. It sits in a polite live region, present
 * before any result, so screen readers hear each one as it shows.
 */
export function ResultMoment({ details }: { details: LobbyDetails }) {
  const [card, setCard] = useState<HTMLDivElement | null>(null);
  const slot = useMomentSlot(card);
  const { result, dismiss } = useRoundResults(details, slot.at !== 'none');
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
      data-slot={slot.at}
      style={slot.at === 'top' ? { top: slot.top } : undefined}
      className={cn(
        'pointer-events-none fixed inset-x-0 z-40 flex justify-center px-4',
        slot.at === 'top' ? 'bottom-auto' : 'bottom-4',
        // over the chat column (20rem at the right of the 72rem page, inside its 1rem padding)
        'lg:justify-end lg:pr-[calc(max(0px,_(100vw_-_72rem)_/_2)_+_1rem)]',
      )}
    >
      {result ? (
        <div
          ref={setCard}
          data-testid="result-moment"
          style={slot.at === 'none' ? { visibility: 'hidden' } : undefined}
          className={cn(
            'pointer-events-auto flex w-full max-w-sm items-start gap-3 rounded-xl border-l-4 bg-[var(--surface-raised)] p-3 shadow-lg lg:w-80',
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
