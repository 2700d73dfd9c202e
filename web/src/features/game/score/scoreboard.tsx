import type { LobbyMatch } from '@kickchips/core';
import { matchTitle, showsScore } from '../../../lib/match-title';

type ScoreboardProps = { match: Pick<LobbyMatch, 'homeTeam' | 'awayTeam' | 'score'>; kickedOff: boolean };

/**
 * The game's heading: "Riverside Rovers vs Harbour City" before kick-off, then the score between
 * the teams in a scoreboard's box, read as "Riverside Rovers 2–1 Harbour City".
 */
export function Scoreboard({ match, kickedOff }: ScoreboardProps) {
  if (!showsScore(match.score, kickedOff)) {
    return <h1 className="display text-display-sm break-words">{matchTitle(match, false)}</h1>;
  }
  return (
    <h1 data-testid="scoreline" className="display text-display-sm break-words">
      {match.homeTeam}{' '}
      <span className="inline-block rounded-md bg-[var(--color-pitch-900)] px-3 py-0.5 whitespace-nowrap text-white tabular-nums">
        {match.score.home}–{match.score.away}
      </span>{' '}
      {match.awayTeam}
    </h1>
  );
}
