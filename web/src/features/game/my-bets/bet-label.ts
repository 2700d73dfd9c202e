import { type Bet, lineLabel, type MatchTeams } from '@kickchips/core';

/**
 * 'Round 3 Corner OVER 1.5', 'Round 3 Corners by Harbour City OVER 0.5': how a bet is named on its
 * card and to screen readers.
 */
export function betLabel(bet: Pick<Bet, 'matchRound' | 'odds'>, teams: MatchTeams): string {
  return `Round ${bet.matchRound.roundNumber} ${lineLabel(bet.odds, teams)}`;
}
