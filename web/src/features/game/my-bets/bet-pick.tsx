import { type Bet, lineSubject, type MatchTeams } from '@kickchips/core';

type BetPickProps = Pick<Bet, 'odds'> & { teams: MatchTeams };

/**
 * What a bet is on: the event (or a team's events), then its side and threshold ('Corner OVER 1.5',
 * 'Corners by Harbour City OVER 0.5').
 */
export function BetPick({ odds, teams }: BetPickProps) {
  return (
    <>
      {lineSubject(odds, teams)}{' '}
      <span className="text-[var(--text-muted)]">
        {odds.betType.toUpperCase()} {odds.threshold}
      </span>
    </>
  );
}
