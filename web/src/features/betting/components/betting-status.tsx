import { type BettingWindow, countdownText } from '@kickchips/core';
import { cn } from '../../../lib/cn';

type BettingStatusProps = {
  window: BettingWindow;
  now: number;
  placed: boolean;
  /** Chips a player loses for a round without a bet; 0 or null says nothing about it. */
  penalty: number | null;
};

/** What the player should know about the next round, in one sentence that screen readers hear. */
function statusText({ window, placed }: BettingStatusProps): { text: string; tone: 'ok' | 'warn' | 'off' } {
  const round = window.round?.round.roundNumber;
  if (round === undefined) return { text: 'No round left to bet on', tone: 'off' };
  if (placed) return { text: `Bet placed on Round ${round}`, tone: 'ok' };
  if (window.status === 'closed') return { text: `Betting closed for Round ${round}`, tone: 'off' };
  if (window.status === 'closing-soon')
    return { text: `Betting closes soon for Round ${round}`, tone: 'warn' };
  return { text: `Betting open for Round ${round}`, tone: 'ok' };
}

/**
 * The betting window of spec 4: open, the closing-soon warning (from 70 % of the round before),
 * closed (from 80 %), or the bet placed. The sentence is a live region; the countdown beside it is
 * not, so that it does not talk every second.
 */
export function BettingStatus(props: BettingStatusProps) {
  const { window, now, placed, penalty } = props;
  const { text, tone } = statusText(props);
  const counting = !placed && window.status !== 'closed' && window.closesAt !== null && window.closesAt > now;
  return (
    <div
      className={cn(
        'flex flex-wrap items-center justify-between gap-x-4 gap-y-1 rounded-lg border px-3 py-2',
        tone === 'ok' && 'border-[var(--success)]',
        tone === 'warn' && 'border-[var(--color-warn)] bg-[var(--color-warn)]/15',
        tone === 'off' && 'border-[var(--border)] bg-[var(--surface-sunken)]',
      )}
    >
      <p role="status" className="font-bold">
        {text}
        {window.status === 'closing-soon' && !placed && penalty ? (
          <span className="block text-sm font-medium">No bet on this round costs {penalty} chips.</span>
        ) : null}
      </p>
      {counting && window.closesAt !== null ? (
        <p className="text-sm tabular-nums text-[var(--text-muted)]">
          Closes in {countdownText(window.closesAt, now)}
        </p>
      ) : null}
    </div>
  );
}
