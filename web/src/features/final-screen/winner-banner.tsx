import { counted, type FinalStanding } from '@kickchips/core';
import { Trophy } from 'lucide-react';
import { useEffect } from 'react';
import { fireConfetti } from '../../lib/fire-confetti';

type WinnerBannerProps = { winners: readonly FinalStanding[]; iWon: boolean };

/** The winner with #1 (spec 2 final screen), and confetti plus You won! when that is me. */
export function WinnerBanner({ winners, iWon }: WinnerBannerProps) {
  useEffect(() => (iWon ? fireConfetti() : undefined), [iWon]);
  return (
    <div className="pitch flex flex-col items-center gap-2 rounded-xl px-4 py-6 text-center">
      <Trophy aria-hidden="true" className="h-10 w-10 text-[var(--color-chip-400)]" />
      <p className="flex flex-wrap items-baseline justify-center gap-x-3">
        <span className="display text-display-lg text-[var(--color-chip-400)]">#1</span>
        <span className="display text-display-md break-all">
          {winners.map((winner) => winner.user.username).join(' & ')}
        </span>
      </p>
      <p className="text-sm opacity-90">
        {counted(winners[0]!.chips, 'chip')} · {winners[0]!.betsWon} of{' '}
        {counted(winners[0]!.betsPlaced, 'bet')} won
      </p>
      {iWon ? (
        <p role="status" className="display text-display-md text-[var(--color-chip-300)]">
          You won!
        </p>
      ) : null}
    </div>
  );
}
