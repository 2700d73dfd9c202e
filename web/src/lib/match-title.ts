import { formatScoreline, type Score } from '@kickchips/core';

type TitledMatch = { homeTeam: string; awayTeam: string; score: Score };

/** A match shows its score once it kicked off, or as soon as a goal is known. */
export function showsScore(score: Score, kickedOff: boolean): boolean {
  return kickedOff || score.home + score.away > 0;
}

/**
 * How a match is named: "Riverside Rovers vs Harbour City" before kick-off, the scoreline
 * "Riverside Rovers 2–1 Harbour City" once it kicked off (or a goal is known).
 */
export function matchTitle(match: TitledMatch, kickedOff: boolean): string {
  return showsScore(match.score, kickedOff)
    ? formatScoreline(match.homeTeam, match.awayTeam, match.score)
    : `${match.homeTeam} vs ${match.awayTeam}`;
}
