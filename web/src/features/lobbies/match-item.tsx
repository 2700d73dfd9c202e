import { formatScoreline } from '@kickchips/core';
import { toHalfState } from '../../lib/to-match-state';
import type { PlayerMatch } from './api/get-player-matches';
import { formatStartTime } from './format-start-time';
import { matchStart } from './match-start';

type MatchItemProps = { match: PlayerMatch; now: number; onCreate: (match: PlayerMatch) => void };

/**
 * One SELECT MATCH entry (spec 2) with its CREATE GAME button, and the score once the match is under
 * way (issue 31); `now` is server-corrected ms.
 */
export function MatchItem({ match, now, onCreate }: MatchItemProps) {
  const { live, started, text } = matchStart(
    { status: match.status, scheduledAt: match.scheduledAt, halves: (match.halves ?? []).map(toHalfState) },
    now,
  );
  // a countdown to a half the admin has set says enough without a scheduled kick-off
  const when = match.scheduledAt
    ? formatStartTime(match.scheduledAt)
    : live
      ? 'Live now'
      : text
        ? null
        : 'Start time to be announced';
  return (
    <li className="panel flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex min-w-0 flex-col gap-1">
        <span className="flex flex-wrap items-center gap-2">
          <span className="font-semibold">
            {match.homeTeam} vs {match.awayTeam}
          </span>
          <span className="font-mono text-xs text-[var(--text-muted)]">#{match._id.slice(-4)}</span>
          {live ? <span className="badge badge-live">LIVE</span> : null}
          <span className="badge badge-outline">{started ? 'In Progress' : 'Upcoming'}</span>
        </span>
        {started ? (
          <span className="font-semibold tabular-nums" data-testid="match-score">
            {formatScoreline(match.homeTeam, match.awayTeam, match.score)}
          </span>
        ) : null}
        <span className="text-sm text-[var(--text-muted)]">{[when, text].filter(Boolean).join(' · ')}</span>
      </div>
      <button type="button" className="btn-primary shrink-0" onClick={() => onCreate(match)}>
        CREATE GAME
      </button>
    </li>
  );
}
