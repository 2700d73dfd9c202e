import { formatClock, type LobbyDetails } from '@kickchips/core';
import { cn } from '../../lib/cn';
import { topBar } from '../../lib/overlay-marks';
import { useOwnBets } from './api/use-own-bets';
import { jumpToBetSlip } from './bet-slip-anchor';
import { RoundStatus } from './components/round-status';

type BetBarProps = {
  details: LobbyDetails;
  now: number;
  /** Where Bet slip goes: the slip on this page, unless the bar is shown on another (the chat). */
  onBetSlip?: () => void;
  className?: string;
};

/**
 * The phone's sticky bar (issue 19, item 4): which round is in play and bets go on, the time left
 * in the round, the chips and whether this round has a bet, and the bet slip one tap away from
 * anywhere on the page. Below 768 px only: wider screens show all of it side by side.
 */
export function BetBar({ details, now, onBetSlip = jumpToBetSlip, className }: BetBarProps) {
  const ownBets = useOwnBets(details.lobby._id);
  const nextId = details.nextBettableRoundId;
  const placed = nextId !== null && (ownBets.data?.bets ?? []).some((bet) => bet.matchRound._id === nextId);
  const endsAt = details.activeRounds[0]?.endsAt;
  return (
    <aside
      {...topBar}
      aria-label="Round and bet"
      data-testid="bet-bar"
      className={cn(
        'sticky top-14 z-10 -mx-4 flex flex-col gap-1 border-b border-[var(--border)] bg-[var(--surface-raised)]/95 px-4 py-2 shadow-sm backdrop-blur md:hidden',
        className,
      )}
    >
      <RoundStatus details={details} now={now} />
      <div className="flex items-center justify-between gap-2 text-sm">
        <span className="flex flex-wrap items-center gap-x-3 gap-y-0.5">
          {endsAt ? (
            <span className="tabular-nums">Ends in {formatClock(Math.max(0, Date.parse(endsAt) - now))}</span>
          ) : null}
          <span className="font-bold tabular-nums text-[var(--gold-text)]">
            {details.currentUser.chips} chips
          </span>
          {nextId === null ? null : <span>{placed ? 'Bet placed' : 'No bet yet'}</span>}
        </span>
        <button type="button" className="btn-primary min-h-11 shrink-0 px-3 py-1" onClick={onBetSlip}>
          Bet slip
        </button>
      </div>
    </aside>
  );
}
