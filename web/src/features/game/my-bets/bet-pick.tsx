import type { Bet } from '@kickchips/core';

/** What a bet is on: the event, then its side and threshold ('Corner OVER 1.5'). */
export function BetPick({ odds }: Pick<Bet, 'odds'>) {
  return (
    <>
      {odds.eventType}{' '}
      <span className="text-[var(--text-muted)]">
        {odds.betType.toUpperCase()} {odds.threshold}
      </span>
    </>
  );
}
