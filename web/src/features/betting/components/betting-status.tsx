import { countdownText } from '@kickchips/core';
import { cn } from '../../../lib/cn';
import { keepClear } from '../../../lib/overlay-marks';
import type { BettingState } from '../betting-state';

type BettingStatusProps = {
  /** The number of the round bets go on; null when none is left. */
  roundNumber: number | null;
  status: BettingState['status'];
  closesAt: number | null;
  now: number;
  placed: boolean;
  /** Chips a player loses for a round without a bet; 0 or null says nothing about it. */
  penalty: number | null;
};

/** What the player should know about the next round, in one sentence that screen readers hear. */
function statusText({ roundNumber: round, status, placed }: BettingStatusProps): {
  text: string;
  tone: 'ok' | 'warn' | 'off';
} {
  if (round === null) return { text: 'No round left to bet on', tone: 'off' };
  if (placed) return { text: `Bet placed on Round ${round}`, tone: 'ok' };
  if (status === 'closed') return { text: `Betting closed for Round ${round}`, tone: 'off' };
  if (status === 'closing-soon') return { text: `Betting closes soon for Round ${round}`, tone: 'warn' };
  return { text: `Betting open for Round ${round}`, tone: 'ok' };
}

/**
 * The betting window of spec 4 as the server reports it: open, the closing-soon warning, closed,
 * or the bet placed; the countdown runs to the server's closing time. The sentence is a live region; the countdown beside it is
 * not, so that it does not talk every second.
 */
export function BettingStatus(props: BettingStatusProps) {
  const { status, closesAt, now, placed, penalty } = props;
  const { text, tone } = statusText(props);
  const counting = !placed && status !== 'closed' && closesAt !== null && closesAt > now;
  return (
    <div
      {...keepClear}
      className={cn(
        'flex flex-wrap items-center justify-between gap-x-4 gap-y-1 rounded-lg border px-3 py-2',
        tone === 'ok' && 'border-[var(--success)]',
        tone === 'warn' && 'border-[var(--color-warn)] bg-[var(--color-warn)]/15',
        tone === 'off' && 'border-[var(--border)] bg-[var(--surface-sunken)]',
      )}
    >
      <p role="status" className="font-bold">
        {text}
        {status === 'closing-soon' && !placed && penalty ? (
          <span className="block text-sm font-medium">No bet on this round costs {penalty} chips.</span>
        ) : null}
      </p>
      {counting ? (
        <p className="text-sm tabular-nums text-[var(--text-muted)]">
          Closes in {countdownText(closesAt, now)}
        </p>
      ) : null}
    </div>
  );
}
